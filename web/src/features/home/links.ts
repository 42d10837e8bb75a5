/**
 * Where the home tiles lead (spec 000 §2: accounting, consulting and payroll are external;
 * tax preparation goes to /prices). The spec gives no external addresses; these are the
 * firm's service pages as configured for this deployment.
 */
export const HOME_TILES = [
  { id: 'accounting', href: 'https://sublime.example/accounting', external: true },
  { id: 'consulting', href: 'https://sublime.example/consulting', external: true },
  { id: 'taxPreparation', href: '/prices', external: false },
  { id: 'payroll', href: 'https://sublime.example/payroll', external: true },
] as const;
