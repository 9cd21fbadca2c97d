import { and, eq } from 'drizzle-orm';
import { listingReports, mailOutbox } from '../../src/db/schema';
import { conversationCalls } from './conversation-calls';
import type { TestAccount } from './factories';
import type { TestContext } from './test-app';

/** How a listing report is sent: from which address (each visitor one of their own), in which language. */
export interface ReportOptions {
  remoteAddress?: string;
  headers?: Record<string, string>;
}

/** The listing reports' calls, as whoever is given (none: signed out), and what they store and send. */
export function listingReportCalls(ctx: () => TestContext) {
  const c = conversationCalls(ctx);
  let address = 0;
  const newAddress = () => `10.0.${Math.floor(++address / 250)}.${address % 250}`;
  return {
    ...c,
    report: (
      who: TestAccount | undefined,
      propertyId: string,
      payload: unknown,
      options: ReportOptions = {},
    ) =>
      c.as(who, {
        method: 'POST',
        url: `/api/property/${propertyId}/reports`,
        payload: payload as object,
        remoteAddress: options.remoteAddress ?? newAddress(),
        headers: options.headers,
      }),
    queue: (who: TestAccount | undefined, query = '?limit=100') =>
      c.as(who, { method: 'GET', url: `/api/listing-reports${query}` }),
    resolve: (who: TestAccount | undefined, id: string, payload: unknown) =>
      c.as(who, { method: 'PATCH', url: `/api/listing-reports/${id}`, payload: payload as object }),
    /** The reports of a listing, as stored. */
    stored: (propertyId: string) =>
      ctx().db.select().from(listingReports).where(eq(listingReports.propertyId, propertyId)),
    /** The outcome e-mails queued to an address. */
    outcomeMails: (email: string) =>
      ctx()
        .db.select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.toEmail, email), eq(mailOutbox.kind, 'listing_report_resolved'))),
  };
}
