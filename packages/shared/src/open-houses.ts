import { z } from 'zod';

/*
 * Open houses (CONTRACT.md section 13, RESO OpenHouse): times a listing's agent opens the home to
 * anyone; a signed-in visitor says they will come and gets the calendar file, a reminder the day
 * before, and an e-mail if it is cancelled.
 */

/** How far ahead an open house may start. */
export const OPEN_HOUSE_MAX_DAYS_AHEAD = 90;
/** The longest an open house may last. */
export const OPEN_HOUSE_MAX_HOURS = 12;
/** Upcoming open houses a listing may have at once (409 beyond). */
export const OPEN_HOUSES_PER_LISTING = 20;
export const MAX_OPEN_HOUSE_NOTE = 500;
/** The `open_house` filter's longest window, in days (`open_house=7d`). */
export const OPEN_HOUSE_FILTER_MAX_DAYS = OPEN_HOUSE_MAX_DAYS_AHEAD;

/** An instant with its offset or Z (`2027-05-01T10:00:00Z`, `2027-05-01T12:00+02:00`). */
const instant = (field: string) =>
  z
    .string({ error: `${field} must be a date and time (ISO 8601)` })
    .trim()
    .max(40, `${field} must be a date and time (ISO 8601)`)
    .refine(
      (v) =>
        /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/i.test(v) &&
        !Number.isNaN(Date.parse(v)),
      `${field} must be a date and time with its offset (ISO 8601)`,
    )
    .transform((v) => new Date(v));

/**
 * POST /api/property/{id}/open-houses. The rules that need the clock (in the future, at most
 * OPEN_HOUSE_MAX_DAYS_AHEAD days ahead) are the server's: `checkOpenHouseTimes`.
 */
export const openHouseInputSchema = z.object(
  {
    start: instant('start'),
    end: instant('end'),
    note: z
      .string({ error: 'note must be text' })
      .trim()
      .max(MAX_OPEN_HOUSE_NOTE, `note is at most ${MAX_OPEN_HOUSE_NOTE} characters`)
      .nullish()
      .transform((v) => v || null),
  },
  { error: 'The body must be {start, end, note}' },
);
export type OpenHouseInput = z.output<typeof openHouseInputSchema>;

/** The first broken rule of an open house's times, as `[field, message]`, or null. */
export function checkOpenHouseTimes(
  start: Date,
  end: Date,
  now = new Date(),
): [field: 'start' | 'end', message: string] | null {
  if (start.getTime() <= now.getTime()) return ['start', 'start must be in the future'];
  if (start.getTime() > now.getTime() + OPEN_HOUSE_MAX_DAYS_AHEAD * 86_400_000) {
    return ['start', `start must be at most ${OPEN_HOUSE_MAX_DAYS_AHEAD} days ahead`];
  }
  if (end.getTime() <= start.getTime()) return ['end', 'end must be after start'];
  if (end.getTime() - start.getTime() > OPEN_HOUSE_MAX_HOURS * 3_600_000) {
    return ['end', `end must be at most ${OPEN_HOUSE_MAX_HOURS} hours after start`];
  }
  return null;
}

/** GET /api/property/{id}/open-houses: upcoming ones, soonest first. */
export const openHouseSchema = z.object({
  _id: z.string(),
  start: z.string(),
  end: z.string(),
  note: z.string().nullable(),
  /** Whether the caller said they will come (false when signed out). */
  attending: z.boolean(),
});
export type OpenHouse = z.infer<typeof openHouseSchema>;

/** `open_house=7d`: an open house within the next N days, 1 to OPEN_HOUSE_FILTER_MAX_DAYS. */
export const openHouseFilterSchema = z
  .string()
  .trim()
  .regex(/^\d{1,2}d$/, `open_house must be a number of days such as 7d`)
  .transform((v) => Number(v.slice(0, -1)))
  .pipe(
    z
      .number()
      .min(1, `open_house must be from 1d to ${OPEN_HOUSE_FILTER_MAX_DAYS}d`)
      .max(
        OPEN_HOUSE_FILTER_MAX_DAYS,
        `open_house must be from 1d to ${OPEN_HOUSE_FILTER_MAX_DAYS}d`,
      ),
  );
