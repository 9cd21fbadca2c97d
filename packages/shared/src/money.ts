// Made on first use, not when the module loads: a page's first Intl formatter loads the
// browser's locale data (about 20 ms on a desktop core), which should not lengthen the task that
// evaluates the app's code (the web app warms it in a task of its own, src/main.tsx).
let wholeDollars: Intl.NumberFormat | undefined;
let withCents: Intl.NumberFormat | undefined;

/**
 * `$1,250,000` — dollars with a sign and thousands separators; cents only when there are some,
 * and then both digits (`$985,000.50`, never `$985,000.5`).
 */
export function formatMoney(amount: number): string {
  if (Number.isInteger(Math.round(amount * 100) / 100)) {
    wholeDollars ??= new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      maximumFractionDigits: 0,
    });
    return wholeDollars.format(amount);
  }
  withCents ??= new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return withCents.format(amount);
}

/** `$100,000 - $250,000` */
export function formatPriceRange(range: { min: number; max: number }): string {
  return `${formatMoney(range.min)} - ${formatMoney(range.max)}`;
}

/** Dollars to integer cents without floating point drift. */
export function toCents(amount: number): number {
  return Math.round(amount * 100);
}

/** Stripe's cap on one card payment, applied in both payment modes (CONTRACT.md section 5). */
export const CARD_PAYMENT_CAP_CENTS = 99_999_999;

/** RESERVATION_DEPOSIT_PERCENT when unset. */
export const DEFAULT_RESERVATION_DEPOSIT_PERCENT = 10;

/** What the card is charged for an offer (CONTRACT.md section 5). */
export interface CardCharge {
  /** The amount the card pays, in dollars. */
  amountDue: number;
  /** The same amount in integer cents, as the card processor takes it. */
  amountDueCents: number;
  /** true when the offered price is above the card cap and the card pays a reservation deposit. */
  deposit: boolean;
}

/**
 * Up to the card cap the card pays the offered price; above it, a reservation deposit of
 * `depositPercent` percent of the price, rounded half up to the cent and never above the cap.
 * The percent may have up to two decimals; integer arithmetic keeps the cent exact.
 */
export function cardCharge(offeredPrice: number, depositPercent: number): CardCharge {
  const priceCents = toCents(offeredPrice);
  if (priceCents <= CARD_PAYMENT_CAP_CENTS) {
    return { amountDue: priceCents / 100, amountDueCents: priceCents, deposit: false };
  }
  // Hundredths of a percent: cents x basis points / 10,000, rounded half up.
  const basisPoints = BigInt(Math.round(depositPercent * 100));
  const depositCents = Number((BigInt(priceCents) * basisPoints * 2n + 10_000n) / 20_000n);
  const amountDueCents = Math.min(depositCents, CARD_PAYMENT_CAP_CENTS);
  return { amountDue: amountDueCents / 100, amountDueCents, deposit: true };
}
