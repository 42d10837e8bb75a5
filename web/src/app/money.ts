const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Formats integer cents as US dollars, two decimals (spec 001 §9). */
export function formatCents(cents: number): string {
  return usd.format(cents / 100);
}
