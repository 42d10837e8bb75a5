import { useMutation, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { notifySuccess } from '../../../components/notify';
import { balancesQuery, employmentsQuery, invalidateLeave } from '../api/leave';

/**
 * What the leave dialogs share (spec 000 §2, §3): the workspace's employments, the chosen one (the
 * given one, else the first), its balances, whether the field problems show yet (from the first
 * submit on), and the send that notifies `success`, refreshes the workspace's leave and closes.
 */
export function useLeaveDialog(args: {
  workspaceId: string;
  initialEmploymentId: string | null;
  onClose: () => void;
  send: (employmentId: string) => Promise<unknown>;
  success: string;
}) {
  const { workspaceId, onClose } = args;
  const queryClient = useQueryClient();
  const { data: employments } = useSuspenseQuery(employmentsQuery(workspaceId));
  const [employmentId, setEmploymentId] = useState<string | null>(args.initialEmploymentId ?? employments.data[0]?.id ?? null);
  const [shown, setShown] = useState(false);
  const balances = useQuery({ ...balancesQuery(workspaceId, employmentId ?? ''), enabled: Boolean(employmentId) });
  const mutation = useMutation({
    mutationFn: () => args.send(employmentId ?? ''),
    onSuccess: async () => {
      notifySuccess(args.success);
      await invalidateLeave(queryClient, workspaceId);
      onClose();
    },
  });
  /** The form's submit: shows the problems, and sends only when there are none. */
  const submit = (blocked: boolean) => (e: React.FormEvent) => {
    e.preventDefault();
    setShown(true);
    if (blocked) return;
    mutation.mutate();
  };
  return { employments: employments.data, employmentId, setEmploymentId, shown, balances: balances.data, mutation, submit };
}
