import type { ExportSectionName } from '@elite/shared';
import { reportsOfReporter } from '../listing-reports/repository';
import * as activity from './activity-repository';
import * as trade from './repository';
import type { SectionQuery } from './repository';

/**
 * The sections of GET /api/auth/me/export after `account`, in the file's order: each a name
 * (packages/shared/src/privacy.ts describes its rows) and the query that reads it a page at a
 * time. A new section is one line here and one in the shared schema.
 */
export const exportSections: [ExportSectionName, SectionQuery][] = [
  ['signInProviders', trade.signInProviders],
  ['sessions', trade.signIns],
  ['wishlist', trade.wishlist],
  ['reviews', trade.listingReviews],
  ['offers', trade.buyerOffers],
  ['payments', trade.cardPayments],
  ['purchases', trade.purchases],
  ['sales', trade.agentSales],
  ['conversations', activity.conversationsOf],
  ['messages', activity.messagesOf],
  ['viewings', activity.viewingsOf],
  ['messagingBlocks', activity.blocksOf],
  ['savedSearches', activity.savedSearchesOf],
  ['notifications', activity.notificationsOf],
  ['listings', activity.listingsOf],
  ['agentReviewsWritten', activity.agentReviewsWritten],
  ['agentReviewsReceived', activity.agentReviewsReceived],
  ['openHouseAttendances', activity.openHouseAttendances],
  ['emails', activity.emailsTo],
  ['digests', activity.digestsOf],
  ['newsletter', activity.newsletterOf],
  ['auditEntries', activity.auditEntriesOf],
  ['listingReports', (db, me, page) => reportsOfReporter(db, me, page)],
];
