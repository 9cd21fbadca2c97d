import { z } from 'zod';
import { dateSchema } from './listing-rental';

/*
 * Listing and site figures (CONTRACT.md section 14): a listing's daily views, wishlist entries,
 * conversations, viewing requests and offers for its agent and the admins, and the site's daily
 * figures for the admins. Days are UTC days, `YYYY-MM-DD`; a range holds both its ends.
 */

/** The most days one answer covers. */
export const MAX_FIGURES_DAYS = 366;
/** The days answered when the range is left out: the last 30, ending today. */
export const DEFAULT_FIGURES_DAYS = 30;

export const figuresMessages = {
  fromAfterTo: 'from must not be after to',
  rangeTooLong: `A range of figures is at most ${MAX_FIGURES_DAYS} days`,
} as const;

/** `?from=&to=`: either may be left out (the range then ends today, or is 30 days long). */
export const figuresRangeQuerySchema = z.object({
  from: dateSchema('from').optional(),
  to: dateSchema('to').optional(),
});
export type FiguresRangeQuery = z.infer<typeof figuresRangeQuerySchema>;

const count = z.number().int().min(0);

export const listingFiguresDaySchema = z.object({
  date: z.string(),
  views: count,
  wishlisted: count,
  contacts: count,
  viewings: count,
  offers: count,
});
export type ListingFiguresDay = z.infer<typeof listingFiguresDaySchema>;

/** GET /api/property/{id}/stats: every day of the range, oldest first. */
export const listingFiguresSchema = z.object({ days: z.array(listingFiguresDaySchema) });
export type ListingFigures = z.infer<typeof listingFiguresSchema>;

export const siteFiguresDaySchema = z.object({
  date: z.string(),
  new_listings: count,
  new_users: count,
  searches: count,
  offers: count,
  sales: count,
  /** In the site's currency (CURRENCY), to the cent: sale prices, and for a let what was paid. */
  sales_amount: z.number().min(0),
});
export type SiteFiguresDay = z.infer<typeof siteFiguresDaySchema>;

/** GET /api/stats: every day of the range, oldest first. */
export const siteFiguresSchema = z.object({ days: z.array(siteFiguresDaySchema) });
export type SiteFigures = z.infer<typeof siteFiguresSchema>;
