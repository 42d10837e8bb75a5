import type { QueryClient } from '@tanstack/react-query';

/**
 * Every billing query lives under ['billing', workspaceId, area, …]: switching workspace never
 * shows another workspace's rows, and a mutation invalidates exactly the areas it changes.
 */
export type TBillingArea = 'invoices' | 'bills' | 'logs' | 'free' | 'services' | 'contacts' | 'locations' | 'log';

export const billingKey = (workspaceId: string, area: TBillingArea, ...rest: unknown[]) =>
  ['billing', workspaceId, area, ...rest] as const;

/** Marks the areas stale; the lists on screen reload (spec 001 §4: lists reload after create, update or disable). */
export function invalidateBilling(queryClient: QueryClient, workspaceId: string, areas: readonly TBillingArea[]) {
  return Promise.all(areas.map((area) => queryClient.invalidateQueries({ queryKey: billingKey(workspaceId, area) })));
}
