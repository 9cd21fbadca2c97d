import { limitMessages, listingReportMessages as shared } from '@elite/shared';

/**
 * The listing reports' refusals (CONTRACT.md section 16), in English as the API sends them;
 * lib/api-messages.ts answers them in the caller's language (src/locales/{locale}/api.json).
 */
export const listingReportMessages = {
  reportNotFound: 'Listing report not found',
  ownListing: 'You cannot report your own listing',
  emailRequired: 'email is required when you are not signed in',
  alreadyOpen:
    'You have already reported this listing and your report is still open: an admin will look at it',
  alreadyResolved: 'This report is already resolved',
} as const;

/** Their api.* keys (and the shared schemas' own), each the message of its key in en/api.json. */
export const LISTING_REPORT_API_MESSAGES: Record<string, string> = {
  'api.listingReportNotFound': listingReportMessages.reportNotFound,
  'api.listingReportOwnListing': listingReportMessages.ownListing,
  'api.listingReportEmailRequired': listingReportMessages.emailRequired,
  'api.listingReportAlreadyOpen': listingReportMessages.alreadyOpen,
  'api.listingReportAlreadyResolved': listingReportMessages.alreadyResolved,
  'api.listingReportDetailsRequired': shared.detailsRequired,
  'api.listingReportStatusResolved': shared.statusResolved,
  'api.tooManyListingReports': limitMessages.tooManyListingReports,
};
