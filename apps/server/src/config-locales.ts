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

/** MAP_TILE_URL: `off`, or a raster tile template. */
export const mapTileUrlSchema = z
  .string()
  .refine(
    (v) =>
      v === 'off' || (/^https?:\/\//.test(v) && ['{z}', '{x}', '{y}'].every((p) => v.includes(p))),
    'must be off or a tile URL template with {z}, {x} and {y}',
  )
  .optional();
