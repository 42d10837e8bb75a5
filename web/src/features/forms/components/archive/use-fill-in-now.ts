import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useSession } from '../../../auth/hooks/use-session';
import { workspacesQuery } from '../../../workspaces/api/get-workspaces';
import { invalidateForms, requestForm } from '../../api/forms';

/** The link's last segment: '/forms/f8822/{publicId}' → '{publicId}'. */
export const linkPublicId = (url: string) => new URL(url, 'http://link.invalid').pathname.split('/').filter(Boolean).pop() ?? '';

/**
 * "Fill in now": a Form 8822-B asked of the signed-in user themself, for the company they are in
 * (POST /api/forms with the workspace's name and the user's own email), then straight on to its link,
 * where the company's profile fills the form in. `replace`: the link takes the current entry's place
 * in the history (/forms/f8822 with no link). `ready` once the workspace's name is known.
 */
export function useFillInNow(workspaceId: string, options: { replace?: boolean } = {}) {
  const { principal } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const workspaces = useQuery(workspacesQuery(principal?.userId));
  const name = workspaces.data?.data.find((w) => w.id === workspaceId)?.name;
  const email = principal?.email;
  const create = useMutation({
    mutationFn: () => requestForm(workspaceId, { kind: 'F8822B', variant: 'COMPANY', name: name!, email: email! }),
    onSuccess: ({ url }) => {
      void invalidateForms(queryClient, workspaceId);
      void navigate({ to: '/forms/f8822/$publicId', params: { publicId: linkPublicId(url) }, replace: options.replace });
    },
  });
  return { ready: !!name && !!email, loading: workspaces.isPending, create };
}
