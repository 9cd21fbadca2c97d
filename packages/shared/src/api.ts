import { z } from 'zod';
import { AREA_UNITS } from './listing-facts';
import { SHIPPED_LOCALES } from './locales';

/** Every error response of the API: `{ message }` (CONTRACT.md section 2). */
export const errorSchema = z.object({ message: z.string() });
export type ApiError = z.infer<typeof errorSchema>;

export const healthSchema = z.object({ status: z.literal('ok') });

export const publicConfigSchema = z.object({
  siteName: z.string(),
  /** CONTACT_EMAIL: where people write to the operator (the privacy and accessibility pages). */
  contactEmail: z.string().optional(),
  payments: z.enum(['sandbox', 'stripe']),
  stripePublishableKey: z.string().optional(),
  /** RESERVATION_DEPOSIT_PERCENT: what a card pays of an offer above the card cap. */
  reservationDepositPercent: z.number(),
  providers: z.object({ google: z.boolean(), facebook: z.boolean() }),
  /** AREA_UNIT: the unit of living area and lot size (CONTRACT.md section 6). */
  areaUnit: z.enum(AREA_UNITS),
  /** MAP_TILE_URL: a raster tile template, or null for markers on a plain background. */
  mapTileUrl: z.string().nullable(),
  /** The tiles' attribution (HTML from the operator's configuration), shown on every map. */
  mapAttribution: z.string().nullable(),
  /**
   * MAP_PMTILES_FILE set: where this server serves the operator's PMTiles basemap (vector tiles
   * read by HTTP range requests), drawn instead of MAP_TILE_URL's tiles (docs/decisions/049).
   */
  mapPmtilesUrl: z.string().optional(),
  /** PUBLIC_LISTINGS=1: listing pages are open to signed-out visitors (CONTRACT.md section 10). */
  publicListings: z.boolean(),
  /** SITE_LOCALES: the locales the site offers, the first its default (CONTRACT.md section 11). */
  locales: z.array(z.enum(SHIPPED_LOCALES)).min(1),
  /** CURRENCY: the ISO 4217 code of every price (CONTRACT.md section 11). */
  currency: z.string(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

export { TOKEN_STORAGE_KEY } from './session';
