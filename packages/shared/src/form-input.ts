import { z } from 'zod';

/** A plain decimal number as an HTML form sends it: digits, optionally a point and more digits. */
export const PLAIN_DECIMAL = /^-?\d+(\.\d+)?$/;
/** The longest text a form's number may be. */
export const FORM_NUMBER_MAX_LENGTH = 40;

/**
 * A number a client may also send as a JSON string of a plain decimal (`"1200000"`,
 * `"1200000.50"`), as SPEC.md's forms do; anything else (`"1e3"`, `"12abc"`, `""`, `true`) is
 * refused with `typeMessage`. The number then meets `inner`'s own rules.
 */
export function formNumber<T extends z.ZodType<number, number>>(inner: T, typeMessage: string) {
  return z
    .union(
      [
        z.number(),
        // Bounded before it is read: no number of a form is longer.
        z
          .string()
          .max(FORM_NUMBER_MAX_LENGTH, { error: typeMessage, abort: true })
          .regex(PLAIN_DECIMAL, { error: typeMessage }),
      ],
      { error: typeMessage },
    )
    .transform((value) => (typeof value === 'string' ? Number(value) : value))
    .pipe(inner);
}

/**
 * The error of a required text field: left out, it is required; sent as another type (a number,
 * a list), it must be a string, which says what is wrong.
 */
export function stringError(field: string) {
  return (issue: { input?: unknown }) =>
    issue.input === undefined ? `${field} is required` : `${field} must be a string`;
}
