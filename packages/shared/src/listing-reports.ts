import { z } from 'zod';
import { emailSchema } from './auth';
import { clearable, plainText } from './contact-fields';
import {
  MAX_LISTING_REPORT_DETAILS,
  MAX_LISTING_REPORT_NOTE,
  MIN_LISTING_REPORT_DETAILS,
} from './limits';

/*
 * Listing reports (CONTRACT.md section 16): anyone reports a public listing, signed in or with an
 * e-mail address; an admin resolves the report with a note, which the reporter is e-mailed.
 */

export { MAX_LISTING_REPORT_DETAILS, MAX_LISTING_REPORT_NOTE, MIN_LISTING_REPORT_DETAILS };

export const LISTING_REPORT_REASONS = [
  'misleading',
  'fraud',
  'discriminatory',
  'duplicate',
  'other',
] as const;
export type ListingReportReason = (typeof LISTING_REPORT_REASONS)[number];

export const LISTING_REPORT_STATUSES = ['open', 'resolved'] as const;
export type ListingReportStatus = (typeof LISTING_REPORT_STATUSES)[number];

/** The refusals the schemas answer, in English (the API translates them). */
export const listingReportMessages = {
  reasonInvalid: `reason must be one of ${LISTING_REPORT_REASONS.join(', ')}`,
  detailsRequired: `is required (at least ${MIN_LISTING_REPORT_DETAILS} characters) when the reason is other`,
  noteRequired: 'note is required',
  statusResolved: 'status must be resolved',
} as const;

/**
 * A rule across fields that runs even when a field is refused, so that a form shows every problem
 * at once (zod skips it otherwise); only on an object, whatever its fields hold.
 */
export const whenAnObject = {
  when: (payload: { value: unknown }) =>
    typeof payload.value === 'object' && payload.value !== null,
};

/** `POST /api/property/{id}/reports`: `email` only for a reporter who is not signed in. */
export const listingReportBodySchema = z
  .object({
    reason: z.enum(LISTING_REPORT_REASONS, { error: listingReportMessages.reasonInvalid }),
    details: plainText('details', MAX_LISTING_REPORT_DETAILS).default(''),
    // A signed-in reporter's `email` is ignored: the account reports (its address is used).
    email: clearable(emailSchema),
  })
  .superRefine((body, ctx) => {
    const details: unknown = body.details;
    const short = typeof details !== 'string' || details.length < MIN_LISTING_REPORT_DETAILS;
    if (body.reason === 'other' && short) {
      ctx.addIssue({
        code: 'custom',
        path: ['details'],
        message: listingReportMessages.detailsRequired,
      });
    }
  }, whenAnObject);
export type ListingReportBody = z.infer<typeof listingReportBodySchema>;

/** `PATCH /api/listing-reports/{id}`: an admin resolves a report, saying what was done. */
export const listingReportResolutionSchema = z.object({
  status: z.literal('resolved', { error: listingReportMessages.statusResolved }),
  note: plainText('note', MAX_LISTING_REPORT_NOTE).pipe(
    z.string().min(1, listingReportMessages.noteRequired),
  ),
});
export type ListingReportResolution = z.infer<typeof listingReportResolutionSchema>;

/**
 * Who reported: an account (its name and current e-mail), a visitor (the e-mail they gave), or an
 * account deleted since (the e-mail it reported from).
 */
export const listingReportReporterSchema = z.object({
  kind: z.enum(['account', 'visitor', 'deleted_account']),
  name: z.string().nullable(),
  email: z.string(),
});

/** A report as the admins read it (`GET /api/listing-reports`) and as resolving answers it. */
export const listingReportSchema = z.object({
  _id: z.string(),
  reason: z.enum(LISTING_REPORT_REASONS),
  details: z.string(),
  status: z.enum(LISTING_REPORT_STATUSES),
  createdAt: z.string(),
  reporter: listingReportReporterSchema,
  note: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  listing: z.object({ _id: z.string(), title: z.string() }),
});
export type ListingReport = z.infer<typeof listingReportSchema>;
