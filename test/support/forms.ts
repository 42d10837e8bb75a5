/** Answers of an I-9 that pass the form's rules: a U.S. citizen's Section 1, and a List B + C Section 2. */
export const I9_SECTION1 = {
  lastName: 'Newhire',
  firstName: 'Nina',
  middleInitial: 'Q',
  address: '77 Court Street',
  apartment: '4B',
  city: 'Brooklyn',
  state: 'NY',
  zipCode: '11201',
  dateOfBirth: '1994-03-08',
  ssn: '123-45-6783',
  email: 'nina.newhire@example.com',
  attestation: 'CITIZEN',
};

const listA: { code: string; issuingAuthority: string; documentNumber: string; expirationDate: string }[] = [
  { code: 'US_PASSPORT', issuingAuthority: 'U.S. Department of State', documentNumber: 'X12345678', expirationDate: '2031-05-01' },
];

export const I9_SECTION2 = {
  listB: { code: 'DRIVERS_LICENSE_OR_STATE_ID', issuingAuthority: 'New York DMV', documentNumber: 'D1234567', expirationDate: '2030-01-31' },
  listC: { code: 'SOCIAL_SECURITY_CARD', issuingAuthority: 'Social Security Administration', documentNumber: '123-45-6783', expirationDate: 'N/A' },
  firstDayOfEmployment: '2026-11-02',
  employerLastName: 'Owner',
  employerFirstName: 'Rob',
  employerTitle: 'Managing member',
  businessName: 'Forms I-9 Employer LLC',
  businessAddress: '1 Main Street',
  businessCity: 'Albany',
  businessState: 'NY',
  businessZipCode: '12207',
};
/** A List A document, for the refusal of List A together with List B. */
export const I9_LIST_A_SAMPLE = listA;
