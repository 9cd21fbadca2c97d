const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 2,
  minimumFractionDigits: 0,
});

/** `$1,250,000` — dollars with a sign and thousands separators. */
export function formatMoney(amount: number): string {
  return usd.format(amount);
}

/** `$100,000 - $250,000` */
export function formatPriceRange(range: { min: number; max: number }): string {
  return `${formatMoney(range.min)} - ${formatMoney(range.max)}`;
}

/** Dollars to integer cents without floating point drift. */
export function toCents(amount: number): number {
  return Math.round(amount * 100);
}
