import { z } from 'zod';
import { parseSiteLocales } from '@elite/shared/locales';

/*
 * SITE_LOCALES and CURRENCY (CONTRACT.md section 11), as config.ts reads them: `value` is the
 * variable trimmed, undefined when unset or blank.
 */
export const siteLocalesSchema = z
  .string()
  .optional()
  .transform((v, ctx) => {
    try {
      return parseSiteLocales(v);
    } catch (error) {
      ctx.addIssue({ code: 'custom', message: (error as Error).message });
      return z.NEVER;
    }
  });

export const currencySchema = z
  .string()
  .optional()
  .transform((v) => (v ?? 'USD').toUpperCase())
  .refine(
    (v) => /^[A-Z]{3}$/.test(v) && Intl.supportedValuesOf('currency').includes(v),
    'must be an ISO 4217 currency code, such as USD, EUR, GBP or JPY',
  );

/** OpenStreetMap's standard tiles, whose usage policy asks for this attribution. */
export const OSM_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const OSM_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/** MAP_TILE_URL: `off`, or a raster tile template. */
export const mapTileUrlSchema = z
  .string()
  .refine(
    (v) =>
      v === 'off' || (/^https?:\/\//.test(v) && ['{z}', '{x}', '{y}'].every((p) => v.includes(p))),
    'must be off or a tile URL template with {z}, {x} and {y}',
  )
  .optional();

/** MAP_TILE_URL's tiles and their attribution (OpenStreetMap's asks for one), or null when `off`. */
export function mapSettings(
  tileUrl: string | undefined,
): { tileUrl: string; attribution: string | null } | null {
  if (tileUrl === 'off') return null;
  if (tileUrl === undefined || tileUrl === OSM_TILE_URL) {
    return { tileUrl: OSM_TILE_URL, attribution: OSM_ATTRIBUTION };
  }
  return { tileUrl, attribution: null };
}

/** RESERVATION_DEPOSIT_PERCENT (SPEC.md): a percent of the price with at most two decimals. */
export const depositPercentSchema = z.coerce
  .number<string>({ error: 'must be a percent, such as 10' })
  .gt(0, 'must be greater than 0')
  .max(100, 'must be at most 100')
  .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, 'must have at most two decimals')
  .optional();
