// Made on first use, not when the module loads: a page's first Intl formatter loads the
// browser's locale data (about 20 ms on a desktop core), which should not lengthen the task that
// evaluates the app's code (the web app warms it in a task of its own, src/main.tsx).
let usd: Intl.NumberFormat | undefined;

/** `$1,250,000` — dollars with a sign and thousands separators. */
export function formatMoney(amount: number): string {
  usd ??= new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 2,
    minimumFractionDigits: 0,
  });
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
