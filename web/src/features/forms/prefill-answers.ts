import type { US_STATES } from '../../../../shared/core/address.schema.js';
import type { TFormVariant } from '../../../../shared/documents/forms.schema.js';
import type { TIt2104Form } from './it2104-rules';
import type { TW4Form } from './w4-rules';
import type { TW9Form } from './w9-rules';

/** What a signed-in filler's own profile gives a form (read by ./prefill.ts). */
export type TUsAddressPrefill = { street: string; suite: string; city: string; state: (typeof US_STATES)[number]; zipCode: string };
export type TFormPrefill = {
  firstName: string;
  lastName: string;
  ssn: string;
  birthDate: string;
  email: string;
  phone: string;
  /** The home address, when it is a US one. */
  home?: TUsAddressPrefill;
  /** A foreign home address as one line and its country. */
  foreignHome?: { address: string; country: string };
  companyName: string;
  ein: string;
  /** The company's mailing address (else its legal one), when it is a US one. */
  companyAddress?: TUsAddressPrefill;
};

/**
 * A form's first values with the filler's own profile laid over the request's (web/src/features/forms/prefill.ts):
 * only what the profile holds replaces what the company typed; an empty profile changes nothing.
 * Free of React; the unit tests import it.
 */
const pick = <T extends object>(values: T) => Object.fromEntries(Object.entries(values).filter(([, v]) => v !== '' && v !== undefined)) as Partial<T>;

/** The US home address as the withholding forms' lines take it (number and street; apartment apart where the form has a box). */
function homeLines(p: TFormPrefill, apartmentApart: boolean) {
  const h = p.home;
  if (!h) return {};
  return pick({ address: apartmentApart || !h.suite ? h.street : `${h.street}, ${h.suite}`, city: h.city, state: h.state, zipCode: h.zipCode, ...(apartmentApart ? { apartment: h.suite } : {}) });
}

export function prefillW9(start: TW9Form, p: TFormPrefill | null, variant: TFormVariant): TW9Form {
  if (!p) return start;
  if (variant === 'COMPANY') {
    const a = p.companyAddress;
    return {
      ...start,
      ...pick({ name: p.companyName, tin: p.ein }),
      ...(p.ein ? { tinType: 'EIN' as const } : {}),
      ...(a ? pick({ address: a.suite ? `${a.street}, ${a.suite}` : a.street, city: a.city, state: a.state, zipCode: a.zipCode }) : {}),
    };
  }
  const name = [p.firstName, p.lastName].filter(Boolean).join(' ');
  return { ...start, ...pick({ name, tin: p.ssn }), ...(p.ssn ? { tinType: 'SSN' as const } : {}), ...homeLines(p, false) };
}

export function prefillW4(start: TW4Form, p: TFormPrefill | null): TW4Form {
  if (!p) return start;
  return { ...start, ...pick({ firstName: p.firstName, lastName: p.lastName, ssn: p.ssn }), ...homeLines(p, false) };
}

export function prefillIt2104(start: TIt2104Form, p: TFormPrefill | null): TIt2104Form {
  if (!p) return start;
  return { ...start, ...pick({ firstName: p.firstName, lastName: p.lastName, ssn: p.ssn }), ...homeLines(p, true) };
}
