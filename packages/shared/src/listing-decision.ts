import { z } from 'zod';
import { formNumber } from './form-input';
import {
  ACCESSIBILITY_FEATURES,
  ENERGY_RATINGS,
  LISTING_FEATURES,
  MAX_ENERGY_CONSUMPTION,
  MAX_LEASE_YEARS,
  MAX_LISTING_ROOMS,
  MAX_ROOM_LEVEL,
  MAX_ROOM_NAME,
  MAX_ROOM_SIDE,
  ROOM_TYPES,
  TENURES,
  type Room,
} from './listing-decision-values';

/*
 * What a buyer needs to decide (CONTRACT.md section 13): a listing's energy label, tenure and
 * running costs, its features and accessibility, and its rooms. Facts under section 6's rules:
 * on create and update each is optional (left out keeps the stored value, `null` clears it);
 * every answer carries them all, `null` when unknown; a bad value is a 400 naming the field.
 * The lists, types and arithmetic live in listing-decision-values.ts (no zod), re-exported here.
 */
export * from './listing-decision-values';

/** A number of `field`, also as a form's plain decimal string. */
const decimal = (field: string, min: number, max: number) =>
  formNumber(
    z
      .number({ error: `${field} must be a number` })
      .finite(`${field} must be a number`)
      .min(min, `${field} must be from ${min} to ${max.toLocaleString('en-US')}`)
      .max(max, `${field} must be from ${min} to ${max.toLocaleString('en-US')}`),
    `${field} must be a number`,
  );

const whole = (field: string, min: number, max: number) =>
  formNumber(
    z
      .number({ error: `${field} must be a whole number` })
      .int(`${field} must be a whole number`)
      .min(min, `${field} must be from ${min} to ${max}`)
      .max(max, `${field} must be from ${min} to ${max}`),
    `${field} must be a whole number`,
  );

/** Money as marketplace.ts's moneySchema, restated with the field's name in its errors. */
const money = (field: string) =>
  formNumber(
    z
      .number({ error: `${field} must be a number` })
      .finite(`${field} must be a number`)
      .min(0.01, `${field} must be at least 0.01`)
      .max(9_999_999_999.99, `${field} is too large`)
      .refine(
        (v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6,
        `${field} has more than two decimals`,
      ),
    `${field} must be a number`,
  );

/** A list of distinct values from `values`, in the order sent. */
function distinctList<const T extends readonly [string, ...string[]]>(field: string, values: T) {
  return z
    .array(z.enum(values, { error: `${field} must be values from ${values.join(', ')}` }), {
      error: `${field} must be a list of values from ${values.join(', ')}`,
    })
    .max(values.length, `${field} must not repeat a value`)
    .refine((list) => new Set(list).size === list.length, `${field} must not repeat a value`);
}

const roomSide = (field: string) =>
  formNumber(
    z
      .number({ error: `rooms ${field} must be a number` })
      .finite(`rooms ${field} must be a number`)
      .positive(`rooms ${field} must be greater than 0`)
      .max(MAX_ROOM_SIDE, `rooms ${field} must be at most ${MAX_ROOM_SIDE}`),
    `rooms ${field} must be a number`,
  );

export const roomSchema = z.object(
  {
    type: z.enum(ROOM_TYPES, { error: `rooms type must be one of ${ROOM_TYPES.join(', ')}` }),
    name: z
      .string({ error: 'rooms name must be text' })
      .trim()
      .max(MAX_ROOM_NAME, `rooms name is at most ${MAX_ROOM_NAME} characters`)
      .transform((v) => v || null)
      .nullish()
      .transform((v) => v ?? null),
    length: roomSide('length'),
    width: roomSide('width'),
    /** The floor the room is on, as the agent says it: a number (0, 1, -1) or a word ("Upper"). */
    level: z
      .union(
        [
          z.number().int().min(-10).max(300),
          z
            .string()
            .trim()
            .max(MAX_ROOM_LEVEL)
            .transform((v) => v || null),
        ],
        { error: `rooms level must be a whole number or at most ${MAX_ROOM_LEVEL} characters` },
      )
      .nullish()
      .transform((v) => v ?? null),
  },
  { error: 'rooms must be a list of {type, name, length, width, level}' },
  // It parses to listing-decision-values.ts' Room.
) satisfies z.ZodType<Room>;

export const roomsSchema = z
  .array(roomSchema, { error: 'rooms must be a list of {type, name, length, width, level}' })
  .max(MAX_LISTING_ROOMS, `rooms must have at most ${MAX_LISTING_ROOMS} rooms`);

/** What an agent may send; `undefined` keeps the stored value, `null` clears it. */
export const listingDecisionInputShape = {
  energy_rating: z
    .enum(ENERGY_RATINGS, { error: `energy_rating must be one of ${ENERGY_RATINGS.join(', ')}` })
    .nullish(),
  energy_consumption: decimal('energy_consumption', 0, MAX_ENERGY_CONSUMPTION).nullish(),
  tenure: z.enum(TENURES, { error: `tenure must be one of ${TENURES.join(', ')}` }).nullish(),
  lease_years_remaining: whole('lease_years_remaining', 0, MAX_LEASE_YEARS).nullish(),
  annual_service_charge: money('annual_service_charge').nullish(),
  annual_property_tax: money('annual_property_tax').nullish(),
  monthly_hoa_fee: money('monthly_hoa_fee').nullish(),
  features: distinctList('features', LISTING_FEATURES).nullish(),
  accessibility_features: distinctList('accessibility_features', ACCESSIBILITY_FEATURES).nullish(),
  rooms: roomsSchema.nullish(),
};

const roomAnswer = z.object({
  type: z.enum(ROOM_TYPES),
  name: z.string().nullable(),
  length: z.number(),
  width: z.number(),
  level: z.union([z.number(), z.string()]).nullable(),
});

/** How every answer carries these facts: all of them, `null` when unknown. */
export const listingDecisionShape = {
  energy_rating: z.enum(ENERGY_RATINGS).nullable(),
  energy_consumption: z.number().nullable(),
  tenure: z.enum(TENURES).nullable(),
  lease_years_remaining: z.number().int().nullable(),
  annual_service_charge: z.number().nullable(),
  annual_property_tax: z.number().nullable(),
  monthly_hoa_fee: z.number().nullable(),
  features: z.array(z.enum(LISTING_FEATURES)).nullable(),
  accessibility_features: z.array(z.enum(ACCESSIBILITY_FEATURES)).nullable(),
  rooms: z.array(roomAnswer).nullable(),
};
