import { z } from 'zod';
import { SHIPPED_LOCALES } from './locales';

/*
 * Contact and profile fields (CONTRACT.md section 14): an agency's and an agent's phone, an
 * agent's bio and languages. auth.ts' profile update and agencies.ts build on these.
 */

export const MAX_PHONE = 40;
export const MAX_AGENT_BIO = 2000;

/** Plain text: no control characters but line breaks and tabs (NUL: security.ts refuses it). */
// eslint-disable-next-line no-control-regex -- the point is to find control characters
export const controlCharacter = /[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

export const plainText = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .max(max, `${field} is at most ${max} characters`)
    .refine((value) => !controlCharacter.test(value), `${field} must be text`);

/** A phone number as people write it: digits, spaces, + - ( ) and dots, at least 5 digits. */
export const phoneSchema = z
  .string({ error: 'phone must be text' })
  .trim()
  .max(MAX_PHONE, `phone is at most ${MAX_PHONE} characters`)
  .refine(
    (value) => /^\+?[\d\s().-]+$/.test(value) && (value.match(/\d/g) ?? []).length >= 5,
    'phone must be a phone number',
  );

/** An optional text: left out keeps it, `null` or empty clears it. */
export const clearable = <T extends z.ZodType<string>>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    schema.nullish(),
  );

/** The profile fields of `PATCH /api/auth/me` (an agent's). */
export const agentProfileShape = {
  bio: clearable(plainText('bio', MAX_AGENT_BIO)),
  phone: clearable(phoneSchema),
  languages: z
    .array(
      z.enum(SHIPPED_LOCALES, {
        error: `languages must be values from ${SHIPPED_LOCALES.join(', ')}`,
      }),
      {
        error: `languages must be a list of values from ${SHIPPED_LOCALES.join(', ')}`,
      },
    )
    .max(SHIPPED_LOCALES.length, 'languages must not repeat a value')
    .refine((list) => new Set(list).size === list.length, 'languages must not repeat a value')
    .nullish(),
};
