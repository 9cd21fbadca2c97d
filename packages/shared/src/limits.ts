/*
 * Limits the schemas enforce and pages state, without zod: a page that only names a limit (the
 * review form's "at most 2000 characters") does not load the schemas for it. marketplace.ts
 * builds its schemas from these and re-exports them.
 */

/** Largest amount the database stores (numeric(12,2)). */
export const MAX_PRICE = 9_999_999_999.99;
/** The longest review description. */
export const MAX_REVIEW_DESCRIPTION = 2000;
/** A listing report's details (required, this long at least, when its reason is `other`). */
export const MIN_LISTING_REPORT_DETAILS = 10;
export const MAX_LISTING_REPORT_DETAILS = 2000;
/** An admin's note on resolving a listing report. */
export const MAX_LISTING_REPORT_NOTE = 2000;
