/**
 * The firm's public contacts. The spec names no values; these are the portal's placeholders
 * until the firm's real details are provided (see docs/decisions/0005-web-stack.md).
 */
export const COMPANY = {
  name: 'Sublime',
  legalName: 'Sublime Accounting & Consulting, LLC',
  phone: '+1 (212) 555-0147',
  phoneHref: 'tel:+12125550147',
  email: 'support@sublime.example',
  hours: { weekdays: '9:00–18:00 ET', saturday: '10:00–14:00 ET' },
} as const;
