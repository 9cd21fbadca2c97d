/**
 * The sandbox's card rules: Stripe's test card numbers and messages
 * (https://docs.stripe.com/testing), so the purchase behaves as in Stripe's test mode.
 */
export const sandboxCardMessages = {
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  expiredCard: 'Your card has expired.',
  invalidNumber: 'Your card number is invalid.',
  incompleteExpiry: "Your card's expiration date is incomplete.",
  pastExpiry: "Your card's expiration year is in the past.",
  invalidCvc: "Your card's security code is invalid.",
  notTestCard:
    'Your card was declined. Your request was in test mode, but used a non test card. For a list of valid test cards, visit: https://stripe.com/docs/testing.',
} as const;

const outcomes: Record<string, string | null> = {
  '4242424242424242': null,
  '4000056655665556': null,
  '5555555555554444': null,
  '4000000000000002': sandboxCardMessages.declined,
  '4000000000009995': sandboxCardMessages.insufficientFunds,
  '4000000000000069': sandboxCardMessages.expiredCard,
};

export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export interface CardInput {
  cardNumber: string;
  exp: string;
  cvc: string;
}

/** The decline message for this card, or null when the charge succeeds. */
export function judgeCard(card: CardInput, now = new Date()): string | null {
  const digits = card.cardNumber.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) return sandboxCardMessages.invalidNumber;

  const exp = /^(\d{2})\s*\/\s*(\d{2})$/.exec(card.exp.trim());
  if (!exp) return sandboxCardMessages.incompleteExpiry;
  const month = Number(exp[1]);
  const year = 2000 + Number(exp[2]);
  if (month < 1 || month > 12) return sandboxCardMessages.incompleteExpiry;
  const endOfMonth = new Date(Date.UTC(year, month, 1));
  if (endOfMonth <= now) return sandboxCardMessages.pastExpiry;

  if (!/^\d{3,4}$/.test(card.cvc.trim())) return sandboxCardMessages.invalidCvc;

  return digits in outcomes ? (outcomes[digits] ?? null) : sandboxCardMessages.notTestCard;
}
