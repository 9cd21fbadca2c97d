import { z } from 'zod';
import { i18n } from '../../../lib/i18n';

const digitsOf = (value: string) => value.replace(/\D/g, '');

/**
 * The sandbox card form: the shape of each field is checked here; whether the card pays is the
 * processor's call (Luhn, expiry in the past, declines), and its message shows under the form.
 */
export const cardFormSchema = z.object({
  cardNumber: z
    .string()
    .trim()
    .min(1, 'Card number is required')
    .refine(
      (value) => /^\d{12,19}$/.test(digitsOf(value)),
      'Card number must have 12 to 19 digits',
    ),
  exp: z
    .string()
    .trim()
    .min(1, 'Expiry is required')
    .regex(/^(0[1-9]|1[0-2])\/\d{2}$/, 'Enter the expiry as MM/YY, such as 12/30'),
  cvc: z
    .string()
    .trim()
    .min(1, 'CVC is required')
    .regex(/^\d{3,4}$/, 'CVC must be 3 or 4 digits'),
});
export type CardForm = z.infer<typeof cardFormSchema>;

/** The schema's messages (English, as written above) in the page's locale. */
const CARD_ERROR_KEYS: Record<string, string> = {
  'Card number is required': 'payments.cardNumberRequired',
  'Card number must have 12 to 19 digits': 'payments.cardNumberDigits',
  'Expiry is required': 'payments.expiryRequired',
  'Enter the expiry as MM/YY, such as 12/30': 'payments.expiryFormat',
  'CVC is required': 'payments.cvcRequired',
  'CVC must be 3 or 4 digits': 'payments.cvcDigits',
};

/** A field's error under it, read in the page's locale when shown. */
export function cardErrorText(message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  const key = CARD_ERROR_KEYS[message];
  return key ? i18n._(key) : message;
}

/** What the processor is sent: the number without the spaces the field adds. */
export function toCardDetails({ cardNumber, exp, cvc }: CardForm) {
  return { cardNumber: digitsOf(cardNumber), exp, cvc };
}

/** `4242424242424242` -> `4242 4242 4242 4242`, at most 19 digits. */
export function formatCardNumber(value: string): string {
  return digitsOf(value)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** `1230` -> `12/30`; a first digit above 1 is a month on its own (`4` -> `04`). */
export function formatExpiry(value: string): string {
  let digits = digitsOf(value).slice(0, 4);
  if (/^[2-9]$/.test(digits)) digits = `0${digits}`;
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export function formatCvc(value: string): string {
  return digitsOf(value).slice(0, 4);
}
