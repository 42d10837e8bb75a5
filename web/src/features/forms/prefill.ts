import { workspaceTypeOf } from '@shared/core/workspace.js';
import type { TFormVariant } from '@shared/documents/forms.schema.js';
import type { TCompanyDetails, TOffice, TPersonDetails, TProfileAddress } from '@shared/profile/profile.schema.js';
import { useQueries } from '@tanstack/react-query';
import { useSession } from '../auth/hooks/use-session';
import type { TFormPrefill, TUsAddressPrefill } from './prefill-answers';
import { addressQuery, companyDetailsQuery, headquarterQuery, personDetailsQuery } from '../profile/api/profile';
import { useCurrentWorkspace } from '../workspaces/hooks/use-current-workspace';

export type { TFormPrefill } from './prefill-answers';

/**
 * What a signed-in filler's own profile says, for a form's first values (issue 14 §4: "prefilled
 * from the profile (name, SSN or EIN, address)"; docs/decisions/0025-tax-forms.md). A person's form
 * reads the user's own PERSON workspace; a company's form (a W-9 of an entity, an 8822-B) the
 * COMPANY workspace the user is in. Only the user's own profile is read, through the profile's
 * routes, which give the owner the SSN unmasked; the filler checks every value before signing.
 */
const EMPTY: TFormPrefill = { firstName: '', lastName: '', ssn: '', birthDate: '', email: '', phone: '', companyName: '', ein: '' };

function usAddress(a: TProfileAddress | undefined): TUsAddressPrefill | undefined {
  if (!a || a.kind !== 'US' || !a.address1) return undefined;
  return { street: a.address1, suite: a.address2, city: a.city, state: a.state, zipCode: a.zipCode };
}

/**
 * The prefill for a form asked of `variant`: undefined while it loads, `null` when there is none
 * (not signed in, no such workspace, or the profile could not be read: the form starts empty).
 */
export function useFormPrefill(variant: TFormVariant): TFormPrefill | null | undefined {
  const { loggedIn, principal } = useSession();
  const current = useCurrentWorkspace();
  const personWs = principal?.workspaces.find((id) => workspaceTypeOf(id) === 'PERSON');
  const companyWs = current && workspaceTypeOf(current) === 'COMPANY' ? current : undefined;
  const person = variant === 'PERSON' && loggedIn && !principal?.staff ? personWs : undefined;
  const company = variant === 'COMPANY' && loggedIn ? companyWs : undefined;
  const results = useQueries({
    queries: [
      { ...personDetailsQuery(person ?? '-'), enabled: !!person, retry: false },
      { ...addressQuery(person ?? '-'), enabled: !!person, retry: false },
      { ...companyDetailsQuery(company ?? '-'), enabled: !!company, retry: false },
      { ...headquarterQuery(company ?? '-'), enabled: !!company, retry: false },
    ],
  });
  if (!person && !company) return null;
  const used = person ? results.slice(0, 2) : results.slice(2);
  if (used.some((r) => r.isPending)) return undefined;
  if (used.every((r) => r.isError)) return null;
  const [details, address, companyDetails, office] = results.map((r) => r.data);
  const p = person ? (details as TPersonDetails | undefined) : undefined;
  // The address and headquarter routes answer wrapped: { address, empty } and { office?, version }.
  const home = person ? (address as { address?: TProfileAddress } | undefined)?.address : undefined;
  const c = company ? (companyDetails as TCompanyDetails | undefined) : undefined;
  const hq = company ? (office as { office?: TOffice } | undefined)?.office : undefined;
  const foreign = home && home.kind === 'FOREIGN' && home.foreignAddress ? { address: home.foreignAddress, country: home.country } : undefined;
  return {
    ...EMPTY,
    ...(p && !p.masked
      ? { firstName: p.firstName, lastName: p.lastName, ssn: p.tinType === 'ITIN' ? p.itin : p.ssn, birthDate: p.birthDate, email: p.email, phone: p.phone }
      : {}),
    home: usAddress(home),
    foreignHome: foreign,
    ...(c ? { companyName: c.legalName, ein: c.ein } : {}),
    companyAddress: hq ? (usAddress(hq.mailingAddress) ?? usAddress(hq.legalAddress)) : undefined,
  };
}

/** Whether a prefill holds anything a form would show. */
export const hasPrefill = (p: TFormPrefill | null | undefined): p is TFormPrefill =>
  !!p && !!(p.firstName || p.lastName || p.ssn || p.home || p.foreignHome || p.companyName || p.ein || p.companyAddress);
