import { INTL_LOCALES, isRightToLeft, type Locale } from './locales';

/**
 * Prices are in the site's currency (CURRENCY, CONTRACT.md section 11) and written for the page's
 * locale: `$1,250,000` (USD, en), `1.250.000 €` (EUR, es). The web app and the server set both
 * once they know them (`configureMoney`); the server's e-mails pass the recipient's locale.
 */
export interface MoneyFormat {
  /** ISO 4217 code. */
  currency: string;
  locale: Locale;
}

const site: MoneyFormat = { currency: 'USD', locale: 'en' };

/** Sets the currency and locale prices are written in from now on. */
export function configureMoney(format: Partial<MoneyFormat>): void {
  if (format.currency) site.currency = format.currency;
  if (format.locale) site.locale = format.locale;
}

/** The currency prices are in. */
export const siteCurrency = () => site.currency;

// Made on first use, not when the module loads: a page's first Intl formatter loads the
// browser's locale data (about 20 ms on a desktop core), which should not lengthen the task that
// evaluates the app's code (the web app warms it in a task of its own, src/main.tsx).
const formatters = new Map<string, Intl.NumberFormat>();

function formatter(format: MoneyFormat, fraction: boolean): Intl.NumberFormat {
  const digits = currencyDigits(format.currency);
  const key = `${format.currency} ${format.locale} ${fraction}`;
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.NumberFormat(INTL_LOCALES[format.locale], {
      style: 'currency',
      currency: format.currency,
      minimumFractionDigits: fraction ? digits : 0,
      maximumFractionDigits: fraction ? digits : 0,
    });
    formatters.set(key, made);
  }
  return made;
}

const digitsOf = new Map<string, number>();

/**
 * The digits a currency has after its decimal point: 2 for USD and EUR, 0 for JPY, 3 for KWD.
 * Asked of `Intl` once per currency: making a NumberFormat costs a tenth of a millisecond, and
 * every price shown asks.
 */
export function currencyDigits(currency: string): number {
  let digits = digitsOf.get(currency);
  if (digits === undefined) {
    digits =
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
        .maximumFractionDigits ?? 2;
    digitsOf.set(currency, digits);
  }
  return digits;
}

/**
 * `$1,250,000` — the currency's sign and the locale's separators; the minor unit only when there
 * is some, and then every digit of it (`$985,000.50`, never `$985,000.5`). In a right-to-left
 * locale a sign written in Latin letters (`US$`, `JP¥`) is isolated left to right, so that Arabic
 * text does not turn it into `$US`.
 */
export function formatMoney(amount: number, format: Partial<MoneyFormat> = {}): string {
  const used = { ...site, ...format };
  const scale = 10 ** currencyDigits(used.currency);
  const whole = Number.isInteger(Math.round(amount * scale) / scale);
  const made = formatter(used, !whole);
  if (!isRightToLeft(used.locale)) return made.format(amount);
  return made
    .formatToParts(amount)
    .map((part) =>
      part.type === 'currency' && /[A-Za-z]/.test(part.value)
        ? `\u2066${part.value}\u2069`
        : part.value,
    )
    .join('');
}

/** `$100,000 - $250,000` */
export function formatPriceRange(
  range: { min: number; max: number },
  format: Partial<MoneyFormat> = {},
): string {
  return `${formatMoney(range.min, format)} - ${formatMoney(range.max, format)}`;
}

/** Whether an amount has no more decimals than the currency has (none in JPY). */
export function fitsCurrency(amount: number, currency: string): boolean {
  const scale = 10 ** currencyDigits(currency);
  return Math.abs(Math.round(amount * scale) - amount * scale) < 1e-6;
}

/** An amount to integer minor units of the currency (cents; yen have none) without drift. */
export function toMinorUnits(amount: number, currency = siteCurrency()): number {
  return Math.round(amount * 10 ** currencyDigits(currency));
}

/** Kept for existing callers: `toMinorUnits` in the site's currency (cents in USD). */
export const toCents = (amount: number): number => toMinorUnits(amount);

/** Stripe's cap on one card payment, applied in both payment modes (CONTRACT.md section 5). */
export const CARD_PAYMENT_CAP_CENTS = 99_999_999;

/** The card cap as an amount of the currency: $999,999.99, 999.999,99 €, ¥99,999,999. */
export function cardCapAmount(currency = siteCurrency()): number {
  return CARD_PAYMENT_CAP_CENTS / 10 ** currencyDigits(currency);
}

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
export function cardCharge(
  offeredPrice: number,
  depositPercent: number,
  currency = siteCurrency(),
): CardCharge {
  // In the currency's minor unit (cents; yen have none): the cap is 99,999,999 of it.
  const scale = 10 ** currencyDigits(currency);
  const priceCents = Math.round(offeredPrice * scale);
  if (priceCents <= CARD_PAYMENT_CAP_CENTS) {
    return { amountDue: priceCents / scale, amountDueCents: priceCents, deposit: false };
  }
  // Hundredths of a percent: cents x basis points / 10,000, rounded half up.
  const basisPoints = BigInt(Math.round(depositPercent * 100));
  const depositCents = Number((BigInt(priceCents) * basisPoints * 2n + 10_000n) / 20_000n);
  const amountDueCents = Math.min(depositCents, CARD_PAYMENT_CAP_CENTS);
  return { amountDue: amountDueCents / scale, amountDueCents, deposit: true };
}

/** The currency's sign as the locale writes it: `$` (USD, en), `€`, `¥`. */
export function currencySign(format: Partial<MoneyFormat> = {}): string {
  const used = { ...site, ...format };
  const parts = formatter(used, false).formatToParts(0);
  return parts.find((part) => part.type === 'currency')?.value ?? used.currency;
}
