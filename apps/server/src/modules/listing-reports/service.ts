import {
  PAGE_SIZE_DEFAULT,
  type ListingReport,
  type ListingReportBody,
  type ListingReportReason,
  type ListingReportResolution,
} from '@elite/shared';
import { FIRST_PAGE } from '@elite/shared/paging';
import type { Locale } from '@elite/shared/locales';
import type { Database } from '../../db/client';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { audited, type AuditActor } from '../audit/service';
import type { AuthUser } from '../identity/service';
import type { Notifier } from '../mail/notifier';
import { findPubliclyShownListing } from '../properties/repository';
import { listingReportMessages } from './messages';
import * as repo from './repository';

/*
 * Listing reports (CONTRACT.md section 16): anyone reports a listing the public can see, an
 * account or a visitor with an e-mail address, once while the report is open; an admin resolves
 * it with a note, audited, and the reporter is told by e-mail.
 */

type ReportRow = NonNullable<Awaited<ReturnType<typeof repo.findListingReport>>>;

function reporterOf(row: ReportRow): ListingReport['reporter'] {
  if (!row.fromAccount) return { kind: 'visitor', name: null, email: row.reporterEmail };
  if (row.accountEmail === null || row.reporterName === null) {
    return { kind: 'deleted_account', name: null, email: row.reporterEmail };
  }
  return { kind: 'account', name: row.reporterName, email: row.accountEmail };
}

function toListingReport(row: ReportRow): ListingReport {
  return {
    _id: row.id,
    reason: row.reason as ListingReportReason,
    details: row.details,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    reporter: reporterOf(row),
    note: row.note,
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    listing: { _id: row.propertyId, title: row.title },
  };
}

/** Who reports, as the request says: the signed-in account, or nobody (a visitor). */
export interface Reporter {
  user: AuthUser | undefined;
  /** The request's language: a visitor's outcome e-mail is written in it. */
  locale: Locale;
}

/**
 * A report of a listing the public can see (404 otherwise, as its page answers), never by its
 * own agent (403). A signed-in reporter is their account (an `email` sent is ignored); a visitor
 * must give one (400). Once per reporter and listing while the report is open (409: the unique
 * key decides, so two requests at once cannot both write one).
 */
export async function reportListing(
  db: Database,
  reporter: Reporter,
  propertyId: string,
  body: ListingReportBody,
): Promise<string> {
  const listing = await findPubliclyShownListing(db, propertyId);
  if (!listing) throw notFound('Property not found');
  const { user } = reporter;
  if (user && listing.agentId === user.id) throw forbidden(listingReportMessages.ownListing);
  const email = user ? user.email : body.email;
  if (!email) throw badRequest(listingReportMessages.emailRequired);
  const id = await repo.insertListingReport(db, {
    propertyId,
    reporterId: user?.id ?? null,
    reporterEmail: email,
    fromAccount: user !== undefined,
    locale: reporter.locale,
    reason: body.reason,
    details: body.details,
  });
  if (!id) throw conflict(listingReportMessages.alreadyOpen);
  return id;
}

export interface PageQuery {
  page?: number | undefined;
  limit?: number | undefined;
}

/** A page of the admins' queue (open first, then newest; the first PAGE_SIZE_DEFAULT by default). */
export async function listListingReports(
  db: Database,
  query: PageQuery,
): Promise<{ total: number; reports: ListingReport[] }> {
  const limit = query.limit ?? PAGE_SIZE_DEFAULT;
  const offset = ((query.page ?? FIRST_PAGE) - 1) * limit;
  const [rows, total] = await Promise.all([
    repo.listListingReports(db, { limit, offset }),
    repo.countListingReports(db),
  ]);
  return { total, reports: rows.map(toListingReport) };
}

/**
 * An admin resolves an open report with a note: in one transaction the conditional update (of
 * two admins at once, one wins; the other gets a 409), the audit entry and the reporter's
 * e-mail, queued. Unknown: 404. Answers the report as it is now.
 */
export async function resolveListingReport(
  db: Database,
  notify: Notifier,
  actor: AuditActor,
  id: string,
  resolution: ListingReportResolution,
): Promise<ListingReport> {
  const row = await audited(
    db,
    actor,
    async (tx) => {
      if (
        !(await repo.resolveListingReport(tx, id, { note: resolution.note, adminId: actor.id }))
      ) {
        if (!(await repo.listingReportExists(tx, id))) {
          throw notFound(listingReportMessages.reportNotFound);
        }
        throw conflict(listingReportMessages.alreadyResolved);
      }
      await notify.listingReportResolved(tx, { reportId: id });
      return repo.findListingReport(tx, id);
    },
    (resolved) =>
      resolved && {
        action: 'listing_report.resolved',
        targetType: 'listing_report',
        targetId: id,
        details: { property_id: resolved.propertyId, reason: resolved.reason },
      },
  );
  if (!row) throw notFound(listingReportMessages.reportNotFound);
  return toListingReport(row);
}
