import { z } from 'zod';
import { formNumber } from './form-input';
import { imageUrlSchema } from './auth';
import { isAcceptableImageUrl } from './image-urls';
import { PROPERTY_TYPES } from './listing-labels';

/**
 * A listing's facts (CONTRACT.md section 6), named as the RESO Data Dictionary names them. On
 * create and update each is optional: left out keeps the stored value (nothing on create), `null`
 * clears it. Every answer that carries a property carries them all, `null` when unknown.
 */
export {
  AREA_UNIT_LABELS,
  AREA_UNITS,
  PROPERTY_TYPE_LABELS,
  PROPERTY_TYPES,
  type AreaUnit,
  type PropertyType,
} from './listing-labels';

export const MAX_PHOTOS = 30;
export const MAX_PHOTO_ALT = 200;
export const MAX_DESCRIPTION = 5000;
export const MAX_AREA = 10_000_000;
export const MAX_ROOMS = 50;
export const EARLIEST_YEAR_BUILT = 1500;
/** A home may be listed before it is finished: up to five years ahead. */
export const latestYearBuilt = (now = new Date()) => now.getUTCFullYear() + 5;

const number = (field: string) =>
  z.number({ error: `${field} must be a number` }).finite(`${field} must be a number`);

export const propertyTypeSchema = z.enum(PROPERTY_TYPES, {
  error: `property_type must be one of ${PROPERTY_TYPES.join(', ')}`,
});
export const bedroomsSchema = number('bedrooms')
  .int('bedrooms must be a whole number')
  .min(0, 'bedrooms must be at least 0')
  .max(MAX_ROOMS, `bedrooms must be at most ${MAX_ROOMS}`);
export const bathroomsSchema = number('bathrooms')
  .min(0, 'bathrooms must be at least 0')
  .max(MAX_ROOMS, `bathrooms must be at most ${MAX_ROOMS}`)
  .refine((v) => Number.isInteger(v * 2), 'bathrooms must be in steps of 0.5');
const areaSchema = (field: string) =>
  number(field)
    .positive(`${field} must be greater than 0`)
    .max(MAX_AREA, `${field} must be at most ${MAX_AREA.toLocaleString('en-US')}`);
export const yearBuiltSchema = number('year_built')
  .int('year_built must be a whole number')
  .min(EARLIEST_YEAR_BUILT, `year_built must be ${EARLIEST_YEAR_BUILT} or later`)
  .refine((v) => v <= latestYearBuilt(), {
    error: () => `year_built must be ${latestYearBuilt()} or earlier`,
  });
export const descriptionSchema = z
  .string({ error: 'description must be text' })
  .max(
    MAX_DESCRIPTION,
    `description is at most ${MAX_DESCRIPTION.toLocaleString('en-US')} characters`,
  );
export const latitudeSchema = number('latitude')
  .min(-90, 'latitude must be between -90 and 90')
  .max(90, 'latitude must be between -90 and 90');
export const longitudeSchema = number('longitude')
  .min(-180, 'longitude must be between -180 and 180')
  .max(180, 'longitude must be between -180 and 180');

export const photoSchema = z.object({
  url: imageUrlSchema,
  alt: z
    .string({ error: 'alt must be text' })
    .trim()
    .max(MAX_PHOTO_ALT, `alt is at most ${MAX_PHOTO_ALT} characters`)
    .default(''),
});
export type Photo = z.output<typeof photoSchema>;

export const photosSchema = z
  .array(photoSchema, { error: 'photos must be a list of {url, alt}' })
  .min(1, 'photos must have at least one photo (the cover)')
  .max(MAX_PHOTOS, `photos must have at most ${MAX_PHOTOS} photos`);

export const tourUrlSchema = z
  .string({ error: 'tour_url must be a URL' })
  .trim()
  .max(2048, 'tour_url is too long')
  // The same rules as a photo from elsewhere: https, a host, no credentials, no odd characters.
  .refine(
    (v) => /^https:\/\//i.test(v) && isAcceptableImageUrl(v),
    'tour_url must be an https:// URL',
  );

/** A numeric fact, also taken as a string of a plain decimal ("3", "51.5"), as forms send it. */
const formFact = (field: string, inner: z.ZodType<number, number>) =>
  formNumber(inner, `${field} must be a number`).nullish();

/** The facts an agent may send; `undefined` keeps, `null` clears (CONTRACT.md section 6). */
export const listingFactsInputShape = {
  property_type: propertyTypeSchema.nullish(),
  bedrooms: formFact('bedrooms', bedroomsSchema),
  bathrooms: formFact('bathrooms', bathroomsSchema),
  living_area: formFact('living_area', areaSchema('living_area')),
  lot_size: formFact('lot_size', areaSchema('lot_size')),
  year_built: formFact('year_built', yearBuiltSchema),
  description: descriptionSchema.nullish(),
  latitude: formFact('latitude', latitudeSchema),
  longitude: formFact('longitude', longitudeSchema),
  photos: photosSchema.optional(),
  floor_plan: imageUrlSchema.nullish(),
  tour_url: tourUrlSchema.nullish(),
};

/** The facts that are `null` when unknown (every one but the photos, which a listing always has). */
export type NullableListingFact = Exclude<keyof typeof listingFactsInputShape, 'photos'>;

/** The facts of a listing added without any (CONTRACT.md section 6: `null` when unknown). */
export const NO_LISTING_FACTS: Readonly<Record<NullableListingFact, null>> = {
  property_type: null,
  bedrooms: null,
  bathrooms: null,
  living_area: null,
  lot_size: null,
  year_built: null,
  description: null,
  latitude: null,
  longitude: null,
  floor_plan: null,
  tour_url: null,
};

/** Latitude and longitude come together: both numbers, or both null, or both left out. */
export function checkCoordinates(
  value: { latitude?: number | null; longitude?: number | null },
  ctx: z.RefinementCtx,
): void {
  const lat = value.latitude;
  const lng = value.longitude;
  if ((lat === undefined) !== (lng === undefined) || (lat === null) !== (lng === null)) {
    const missing = lat === undefined || lat === null ? 'latitude' : 'longitude';
    ctx.addIssue({
      code: 'custom',
      path: [missing],
      message: 'latitude and longitude must be sent together',
    });
  }
}

/** How every answer carries a listing's facts: all of them, `null` when unknown. */
export const listingFactsShape = {
  property_type: propertyTypeSchema.nullable(),
  bedrooms: z.number().nullable(),
  bathrooms: z.number().nullable(),
  living_area: z.number().nullable(),
  lot_size: z.number().nullable(),
  year_built: z.number().nullable(),
  description: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  photos: z.array(z.object({ url: z.string(), alt: z.string() })),
  floor_plan: z.string().nullable(),
  tour_url: z.string().nullable(),
  /** When an admin first verified it (ISO 8601); set by the server. */
  listed_at: z.string().nullable(),
  updated_at: z.string(),
  /** Whole days since `listed_at`; `null` before. */
  days_on_market: z.number().int().nullable(),
};

export const PRICE_HISTORY_EVENTS = ['listed', 'price_changed', 'sold'] as const;
export type PriceHistoryEvent = (typeof PRICE_HISTORY_EVENTS)[number];
export const priceHistoryEntrySchema = z.object({
  date: z.string(),
  event: z.enum(PRICE_HISTORY_EVENTS),
  min: z.number(),
  max: z.number(),
});
export type PriceHistoryEntry = z.infer<typeof priceHistoryEntrySchema>;
