import { z } from 'zod';

/**
 * The offline gazetteer (GET /api/places, /api/places/search): GeoNames' towns of 1,000 people
 * and more (docs/decisions/048), for the maps' labels and to find a typed place.
 */
export const placeSchema = z.object({
  name: z.string(),
  /** ISO 3166-1 alpha-2. */
  country: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  population: z.number().int(),
});
export type Place = z.infer<typeof placeSchema>;

export const placesSchema = z.object({ places: z.array(placeSchema) });
export type Places = z.infer<typeof placesSchema>;

/** A plain decimal, bounded in length (a linear pattern). */
const DECIMAL = /^[+-]?\d{1,3}(?:\.\d{1,12})?$/;

const bboxText = z
  .string()
  .max(120)
  .transform((value, ctx) => {
    const parts = value.split(',');
    if (parts.length !== 4 || parts.some((part) => !DECIMAL.test(part.trim()))) {
      ctx.addIssue({ code: 'custom', message: 'must be four numbers: west,south,east,north' });
      return z.NEVER;
    }
    const [west, south, east, north] = parts.map(Number) as [number, number, number, number];
    const inRange = (n: number, limit: number) => n >= -limit && n <= limit;
    if (
      ![west, east].every((n) => inRange(n, 180)) ||
      ![south, north].every((n) => inRange(n, 90))
    ) {
      ctx.addIssue({
        code: 'custom',
        message: 'longitudes are between -180 and 180, latitudes between -90 and 90',
      });
      return z.NEVER;
    }
    if (south > north) {
      ctx.addIssue({ code: 'custom', message: 'south is above north' });
      return z.NEVER;
    }
    // West above east crosses the antimeridian (RFC 7946): allowed.
    return { west, south, east, north };
  });

/** GET /api/places: the largest places in view whose labels do not overlap at the zoom. */
export const placesInViewQuerySchema = z.object({
  bbox: bboxText,
  zoom: z.coerce.number().int().min(0).max(22),
});
export type PlacesInViewQuery = z.infer<typeof placesInViewQuerySchema>;

/** GET /api/places/search: places whose name matches a typed location ("Lisbon, Portugal"). */
export const placeSearchQuerySchema = z.object({
  q: z.string().trim().min(1).max(200),
});
