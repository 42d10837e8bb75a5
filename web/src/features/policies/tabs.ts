/**
 * The company policy page's tabs (`?tab=`), free of imports: the route's search validation runs on
 * the first route, so it must not pull the page's components (and the route table) in with it.
 */
export const POLICY_TABS = ['pto', 'slp', 'haop'] as const;
export type TPolicyTab = (typeof POLICY_TABS)[number];
