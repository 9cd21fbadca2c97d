/*
 * The mortgage calculator's figures, kept on this device only (localStorage; never sent): the
 * price and deposit for each listing, the rate and term for every listing.
 */
export interface MortgageInputs {
  price: string;
  deposit: string;
  rate: string;
  years: string;
}

const TERMS_KEY = 'mortgage-calculator';
const listingKey = (listingId: string) => `mortgage-calculator:${listingId}`;

function read(key: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(key) ?? 'null');
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const text = (value: unknown, otherwise: string) => (typeof value === 'string' ? value : otherwise);

/** What this device remembers for the listing, or `defaults` where it remembers nothing. */
export function readMortgageInputs(listingId: string, defaults: MortgageInputs): MortgageInputs {
  const terms = read(TERMS_KEY);
  const listing = read(listingKey(listingId));
  return {
    price: text(listing.price, defaults.price),
    deposit: text(listing.deposit, defaults.deposit),
    rate: text(terms.rate, defaults.rate),
    years: text(terms.years, defaults.years),
  };
}

export function saveMortgageInputs(listingId: string, inputs: MortgageInputs): void {
  try {
    localStorage.setItem(
      listingKey(listingId),
      JSON.stringify({ price: inputs.price, deposit: inputs.deposit }),
    );
    localStorage.setItem(TERMS_KEY, JSON.stringify({ rate: inputs.rate, years: inputs.years }));
  } catch {
    // Private mode or a full storage: the figures last for this visit only.
  }
}

export const MAX_MORTGAGE_YEARS = 50;
export const MAX_MORTGAGE_RATE = 100;

/**
 * The loan the figures describe, or `null` while one is missing or out of range: a price, a
 * deposit from nothing to less than the price, a rate from 0 to 100 % and a term of 1 to 50 years.
 */
export function mortgageLoan(
  inputs: MortgageInputs,
): { principal: number; rate: number; years: number } | null {
  const number = (value: string) => (value.trim() === '' ? NaN : Number(value));
  const price = number(inputs.price);
  const deposit = inputs.deposit.trim() === '' ? 0 : number(inputs.deposit);
  const rate = number(inputs.rate);
  const years = number(inputs.years);
  const valid =
    price > 0 &&
    deposit >= 0 &&
    deposit < price &&
    rate >= 0 &&
    rate <= MAX_MORTGAGE_RATE &&
    years >= 1 &&
    years <= MAX_MORTGAGE_YEARS;
  return valid ? { principal: price - deposit, rate, years } : null;
}
