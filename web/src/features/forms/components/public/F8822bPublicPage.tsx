import { Center, Loader } from '@mantine/core';
import { workspaceTypeOf } from '@shared/core/workspace.js';
import type { TPublicForm } from '@shared/documents/forms.schema.js';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../auth/hooks/use-session';
import { workspacesQuery } from '../../../workspaces/api/get-workspaces';
import { useCurrentWorkspace } from '../../../workspaces/hooks/use-current-workspace';
import type { TF8822bPrefill } from '../../f8822b-rules';
import { F8822bForm } from './F8822bForm';
import { PublicFormPage } from './PublicFormPage';
import { WithPrefill } from './WithPrefill';

/**
 * Whether the signed-in filler is in the business that asks (its current workspace is the COMPANY
 * the link names as requester): only then does its profile fill the form in. Another company's
 * profile would put the wrong business on the form. Undefined while the workspaces load.
 */
function useIsRequester(requesterName: string): boolean | undefined {
  const { loggedIn, principal } = useSession();
  const current = useCurrentWorkspace();
  const company = loggedIn && current && workspaceTypeOf(current) === 'COMPANY' ? current : undefined;
  const workspaces = useQuery({ ...workspacesQuery(principal?.userId), enabled: !!company && !!principal });
  if (!company) return false;
  if (workspaces.isPending) return undefined;
  return workspaces.data?.data.find((w) => w.id === company)?.name === requesterName;
}

/** The form, from the business's profile when the filler is signed in to it (4a, 4b and line 5), else empty. */
function F8822bFiller({ publicId, form }: { publicId: string; form: TPublicForm }) {
  const { t } = useTranslation('forms');
  const requester = useIsRequester(form.requesterName);
  const start = (prefill: TF8822bPrefill | null) => <F8822bForm publicId={publicId} name={form.name} requesterName={form.requesterName} prefill={prefill} />;
  if (requester === undefined) {
    return (
      <Center py="xl">
        <Loader aria-label={t('loading')} role="status" />
      </Center>
    );
  }
  if (!requester) return start(null);
  return (
    <WithPrefill kind="F8822B" variant="COMPANY">
      {start}
    </WithPrefill>
  );
}

/**
 * /forms/f8822/{publicId} (spec 000 §2): a business's link to Form 8822-B, Change of Address or
 * Responsible Party — Business, guided step by step; the one who fills it in signs it for the business.
 */
export function F8822bPublicPage({ publicId }: { publicId: string }) {
  return <PublicFormPage kind="F8822B" publicId={publicId}>{(form) => <F8822bFiller publicId={publicId} form={form} />}</PublicFormPage>;
}
