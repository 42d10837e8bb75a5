/** The demo accounts and fixed ids, kept apart from the seed so importing them starts nothing. */
export const DEMO_PASSWORD = 'Demo#2026pass';

/** Fixed ids, so the demo company and its records are found again on every start. */
export const DEMO_IDS = {
  acme: 'c_01KAZZACME0000000000000001',
  acmeBranch: '01KAZZACME0000000000BRANCH',
  acmeProject: '01KAZZACME000000000PRQJECT',
  johnEmployment: '01KAZZACME00000000EMPJQHN1',
  janeEmployment: '01KAZZACME00000000EMPJANE1',
  office: '01KAZZSFFICE00000000000001',
  /** The demo service catalogues (billing): Jane's as a contractor, Acme's for its contractors and sales. */
  janeBookkeeping: '01KAZZJANE00000000SERVBK01',
  janeTaxConsulting: '01KAZZJANE00000000SERVTC01',
  acmeMaintenance: '01KAZZACME00000000SERVWM01',
  acmeSupplies: '01KAZZACME00000000SERVSP01',
  /** The firm's billing workspace (a company without an owner account) and its payroll services. */
  sublimeBilling: 'c_01KAZZSVB0000000000F1RM001',
  payrollPerPaystub: '01KAZZSVB000000000SERVPS01',
  payrollPerRun: '01KAZZSVB000000000SERVPR01',
};

export const DEMO_ACCOUNTS = [
  { email: 'admin@sublime.local', firstName: 'Alice', lastName: 'Admin', staff: true, roles: ['ADMIN'], label: 'provider employee, ADMIN' },
  { email: 'payroll@sublime.local', firstName: 'Paul', lastName: 'Payroll', staff: true, roles: ['PAYROLL_MANAGER'], label: 'provider employee, PAYROLL_MANAGER' },
  { email: 'john.doe@example.com', firstName: 'John', lastName: 'Doe', label: 'person, STAFF employee of Acme Corp' },
  { email: 'owner@acme.example', firstName: 'Olivia', lastName: 'Owner', label: 'person, owner of Acme Corp (Individual + Company)' },
  { email: 'jane.contractor@example.com', firstName: 'Jane', lastName: 'Contractor', label: 'person, contractor of Acme Corp' },
] as const;
