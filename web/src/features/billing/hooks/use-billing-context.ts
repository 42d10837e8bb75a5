import { workspaceTypeOf } from '@shared/core/workspace.js';
import type { TParty } from '@shared/billing/billing.schema.js';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../auth/hooks/use-session';
import { workspacesQuery } from '../../workspaces/api/get-workspaces';

/** Under 992 px (spec 001 §9: the mobile breakpoint). */
export function useMobile(): boolean {
  return useMediaQuery('(max-width: 61.99em)', undefined, { getInitialValueInEffect: false }) === true;
}

/**
 * The workspace's own profile as a party of a bill: the payee of its invoices, the payer of its
 * bills, the executor of what it provides. Its name comes from the user's workspaces; staff in a
 * client's workspace see 'You'.
 */
export function useOwnParty(workspaceId: string): TParty {
  const { t } = useTranslation('billing');
  const { principal } = useSession();
  const { data } = useQuery(workspacesQuery(principal?.userId));
  const ws = data?.data.find((w) => w.id === workspaceId);
  const type = workspaceTypeOf(workspaceId) === 'COMPANY' ? 'COMPANY' : 'PERSON';
  return { id: workspaceId, type, name: ws?.name ?? t('you') };
}
