import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CARD_PAYMENT_CAP_CENTS,
  DEFAULT_RESERVATION_DEPOSIT_PERCENT,
  cardCapAmount,
  cardCharge,
  configureMoney,
  currencyDigits,
  currencySign,
  fitsCurrency,
  formatMoney,
  formatPriceRange,
  toCents,
  toMinorUnits,
} from './money';

/** Any price the product stores: whole cents from $0.01 to $9,999,999,999.99. */
const priceArb = fc.integer({ min: 1, max: 999_999_999_999 }).map((cents) => cents / 100);
/** A deposit percent as RESERVATION_DEPOSIT_PERCENT allows it: 0.01 to 100, two decimals. */
const percentArb = fc.integer({ min: 1, max: 10_000 }).map((bp) => bp / 100);

describe('what the card is charged for an offer', () => {
  it('pays the offered price in full up to the card cap', () => {
    expect(cardCharge(150_000.5, 10)).toEqual({
      amountDue: 150_000.5,
      amountDueCents: 15_000_050,
      deposit: false,
    });
    expect(cardCharge(999_999.99, 10)).toEqual({
      amountDue: 999_999.99,
      amountDueCents: 99_999_999,
      deposit: false,
    });
  });

  it('pays a reservation deposit above the cap', () => {
    expect(cardCharge(1_200_000, DEFAULT_RESERVATION_DEPOSIT_PERCENT)).toEqual({
      amountDue: 120_000,
      amountDueCents: 12_000_000,
      deposit: true,
    });
    expect(cardCharge(1_000_000, 10).amountDue).toBe(100_000);
    expect(cardCharge(1_200_000, 2.5).amountDue).toBe(30_000);
  });

  it('rounds the deposit half up to the cent', () => {
    // 7.5% of $1,000,000.07 is $75,000.00525.
    expect(cardCharge(1_000_000.07, 7.5).amountDue).toBe(75_000.01);
    // 10% of $1,000,000.01 is $100,000.001.
    expect(cardCharge(1_000_000.01, 10).amountDue).toBe(100_000);
  });

  it('never charges more than the cap, even at 100 percent', () => {
    expect(cardCharge(4_000_000, 100)).toEqual({
      amountDue: 999_999.99,
      amountDueCents: CARD_PAYMENT_CAP_CENTS,
      deposit: true,
    });
  });

  it('for every price and percent: whole cents, at most the cap, at most the price', () => {
    fc.assert(
      fc.property(priceArb, percentArb, (price, percent) => {
        const charge = cardCharge(price, percent);
        expect(Number.isInteger(charge.amountDueCents)).toBe(true);
        expect(toCents(charge.amountDue)).toBe(charge.amountDueCents);
        expect(charge.amountDueCents).toBeGreaterThan(0);
        expect(charge.amountDueCents).toBeLessThanOrEqual(CARD_PAYMENT_CAP_CENTS);
        expect(charge.amountDueCents).toBeLessThanOrEqual(toCents(price));
        expect(charge.deposit).toBe(toCents(price) > CARD_PAYMENT_CAP_CENTS);
        if (!charge.deposit) expect(charge.amountDueCents).toBe(toCents(price));
      }),
    );
  });

  it('for every price above the cap: the deposit is the percent of the price, within half a cent', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: CARD_PAYMENT_CAP_CENTS + 1, max: 999_999_999_999 }),
        percentArb,
        (priceCents, percent) => {
          const charge = cardCharge(priceCents / 100, percent);
          const exact = (priceCents * percent) / 100;
          const expected = Math.min(exact, CARD_PAYMENT_CAP_CENTS);
          expect(Math.abs(charge.amountDueCents - expected)).toBeLessThanOrEqual(0.5 + 1e-6);
        },
      ),
    );
  });
});

describe('formatMoney', () => {
  it('shows whole dollars without cents and cents with both digits', () => {
    expect(formatMoney(1_250_000)).toBe('$1,250,000');
    expect(formatMoney(985_000.5)).toBe('$985,000.50');
    expect(formatMoney(0.05)).toBe('$0.05');
    expect(formatMoney(999_999.99)).toBe('$999,999.99');
  });
});

describe('prices in the site currency and a locale', () => {
  it('writes EUR in each locale', () => {
    const n = (text: string) => text.replace(/\s/g, ' ');
    expect(n(formatMoney(1_250_000, { currency: 'EUR', locale: 'es' }))).toBe('1.250.000 €');
    expect(n(formatMoney(985_000.5, { currency: 'EUR', locale: 'de' }))).toBe('985.000,50 €');
    expect(n(formatMoney(1_250_000, { currency: 'EUR', locale: 'fr' }))).toBe('1 250 000 €');
    expect(formatMoney(1_250_000, { currency: 'EUR', locale: 'ar' })).toContain('1,250,000');
    expect(formatMoney(1_250_000, { currency: 'EUR', locale: 'ar' })).toContain('€');
  });

  it('keeps a sign in Latin letters together in Arabic (US$, not $US), isolated left to right', () => {
    const usd = formatMoney(4_200_000, { currency: 'USD', locale: 'ar' });
    expect(usd).toContain('4,200,000');
    expect(usd).toContain('\u2066US$\u2069');
    expect(formatMoney(4_200_000, { currency: 'USD', locale: 'en' })).toBe('$4,200,000');
    // A sign with no Latin letter needs nothing.
    expect(formatMoney(1, { currency: 'EUR', locale: 'ar' })).not.toContain('\u2066');
  });

  it('writes yen without decimals and USD/en as before', () => {
    expect(formatMoney(1_500_000, { currency: 'JPY' })).toBe('¥1,500,000');
    expect(formatMoney(1_250_000, { currency: 'USD', locale: 'en' })).toBe('$1,250,000');
    expect(formatPriceRange({ min: 1, max: 2.5 })).toBe('$1 - $2.50');
  });

  it('follows configureMoney', () => {
    configureMoney({ currency: 'JPY' });
    try {
      expect(formatMoney(2_000)).toBe('¥2,000');
      expect(toCents(2_000)).toBe(2_000);
    } finally {
      configureMoney({ currency: 'USD', locale: 'en' });
    }
    expect(formatMoney(2_000)).toBe('$2,000');
  });

  it('knows each currency digits and which amounts fit', () => {
    expect([currencyDigits('USD'), currencyDigits('EUR'), currencyDigits('JPY')]).toEqual([
      2, 2, 0,
    ]);
    expect(currencyDigits('KWD')).toBe(3);
    expect([currencySign(), currencySign({ currency: 'JPY' })]).toEqual(['$', '¥']);
    expect(fitsCurrency(1_500_000.5, 'JPY')).toBe(false);
    expect(fitsCurrency(1_500_000, 'JPY')).toBe(true);
    expect(fitsCurrency(10.125, 'USD')).toBe(false);
    expect(fitsCurrency(10.12, 'USD')).toBe(true);
    expect(toMinorUnits(10.5, 'KWD')).toBe(10_500);
  });

  it('caps one card payment at 99,999,999 minor units of the currency', () => {
    expect(cardCapAmount('USD')).toBe(999_999.99);
    expect(cardCapAmount('EUR')).toBe(999_999.99);
    expect(cardCapAmount('JPY')).toBe(99_999_999);
    expect(cardCharge(99_999_999, 10, 'JPY')).toEqual({
      amountDue: 99_999_999,
      amountDueCents: 99_999_999,
      deposit: false,
    });
    // Above the cap in yen: a 10% deposit, whole yen, rounded half up.
    expect(cardCharge(150_000_005, 10, 'JPY')).toEqual({
      amountDue: 15_000_001,
      amountDueCents: 15_000_001,
      deposit: true,
    });
  });
});

describe('money in the site currency and the page locale', () => {
  it('writes euros for Spanish, French, German and Arabic pages, and yen without decimals', () => {
    const eur = (locale: 'es' | 'fr' | 'de' | 'ar') =>
      formatMoney(1_250_000, { currency: 'EUR', locale }).replace(/\s/g, ' ');
    expect(eur('es')).toBe('1.250.000 €');
    expect(eur('de')).toBe('1.250.000 €');
    expect(eur('fr')).toBe('1 250 000 €');
    expect(eur('ar')).toContain('1,250,000');
    expect(formatMoney(985_000.5, { currency: 'EUR', locale: 'es' }).replace(/\s/g, ' ')).toBe(
      '985.000,50 €',
    );
    expect(formatMoney(1_500_000, { currency: 'JPY', locale: 'en' })).toBe('¥1,500,000');
    // English in dollars stays SPEC.md's.
    expect(formatMoney(1_250_000)).toBe('$1,250,000');
    expect(formatPriceRange({ min: 100_000, max: 250_000 })).toBe('$100,000 - $250,000');
  });

  it('knows each currency’s decimals', () => {
    expect(currencyDigits('USD')).toBe(2);
    expect(currencyDigits('JPY')).toBe(0);
    expect(currencyDigits('KWD')).toBe(3);
    expect([currencySign(), currencySign({ currency: 'JPY' })]).toEqual(['$', '¥']);
    expect(fitsCurrency(1_500_000.5, 'JPY')).toBe(false);
    expect(fitsCurrency(1_500_000, 'JPY')).toBe(true);
    expect(fitsCurrency(10.25, 'EUR')).toBe(true);
    expect(fitsCurrency(10.255, 'EUR')).toBe(false);
  });

  it('caps a card at 99,999,999 of the currency’s minor unit: ¥99,999,999', () => {
    expect(cardCharge(99_999_999, 10, 'JPY')).toEqual({
      amountDue: 99_999_999,
      amountDueCents: 99_999_999,
      deposit: false,
    });
    expect(cardCharge(150_000_000, 10, 'JPY')).toEqual({
      amountDue: 15_000_000,
      amountDueCents: 15_000_000,
      deposit: true,
    });
    expect(cardCharge(999_999.99, 10, 'EUR').deposit).toBe(false);
    expect(cardCharge(1_000_000, 10, 'EUR').deposit).toBe(true);
  });
});
