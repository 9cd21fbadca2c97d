import { and, asc, count, desc, eq, gt, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ListingReportReason } from '@elite/shared';
import type { Database, Tx } from '../../db/client';
import { listingReports, properties, users } from '../../db/schema';

/** A page of a list: `limit` rows after `offset`. */
export interface Page {
  limit: number;
  offset: number;
}

const reporters = alias(users, 'reporters');

export interface NewListingReport {
  propertyId: string;
  reporterId: string | null;
  reporterEmail: string;
  fromAccount: boolean;
  locale: string;
  reason: ListingReportReason;
  details: string;
}

/**
 * Writes a report; undefined when this reporter's report of this listing is still open (the
 * partial unique key on open reports: two requests at once cannot both write one).
 */
export async function insertListingReport(
  db: Database,
  report: NewListingReport,
): Promise<string | undefined> {
  const [row] = await db
    .insert(listingReports)
    .values(report)
    .onConflictDoNothing()
    .returning({ id: listingReports.id });
  return row?.id;
}

const reportColumns = {
  id: listingReports.id,
  reason: listingReports.reason,
  details: listingReports.details,
  status: listingReports.status,
  createdAt: listingReports.createdAt,
  note: listingReports.note,
  resolvedAt: listingReports.resolvedAt,
  reporterEmail: listingReports.reporterEmail,
  fromAccount: listingReports.fromAccount,
  locale: listingReports.locale,
  reporterName: reporters.name,
  accountEmail: reporters.email,
  accountLocale: reporters.locale,
  propertyId: properties.id,
  title: properties.title,
};

function selectReports(db: Database) {
  return db
    .select(reportColumns)
    .from(listingReports)
    .innerJoin(properties, eq(properties.id, listingReports.propertyId))
    .leftJoin(reporters, eq(reporters.id, listingReports.reporterId));
}

/** The admins' queue: open reports first ('open' sorts before 'resolved'), then the newest. */
export function listListingReports(db: Database, page: Page) {
  return selectReports(db)
    .orderBy(asc(listingReports.status), desc(listingReports.createdAt), desc(listingReports.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countListingReports(db: Database): Promise<number> {
  const [row] = await db.select({ count: count() }).from(listingReports);
  return row?.count ?? 0;
}

/** One report as the admins read it, with what its outcome e-mail needs. */
export async function findListingReport(db: Database, id: string) {
  const [row] = await selectReports(db).where(eq(listingReports.id, id)).limit(1);
  return row;
}

/**
 * Resolves an open report: a conditional update, so that of two admins at once only one
 * changes it (the other's update finds it resolved once the first commits). False when the
 * report is not open (resolved already, or unknown).
 */
export async function resolveListingReport(
  tx: Tx,
  id: string,
  resolution: { note: string; adminId: string },
): Promise<boolean> {
  const rows = await tx
    .update(listingReports)
    .set({
      status: 'resolved',
      note: resolution.note,
      resolvedBy: resolution.adminId,
      resolvedAt: new Date(),
    })
    .where(and(eq(listingReports.id, id), eq(listingReports.status, 'open')))
    .returning({ id: listingReports.id });
  return rows.length > 0;
}

/** Whether a report with this id exists. */
export async function listingReportExists(db: Database, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: listingReports.id })
    .from(listingReports)
    .where(eq(listingReports.id, id))
    .limit(1);
  return row !== undefined;
}

/**
 * The reports a person sent, for their data export (GET /api/auth/me/export): those of their
 * account, and those sent signed out with their address. A page at a time, keyed by the report's
 * id (modules/privacy's sections).
 */
export function reportsOfReporter(
  db: Database,
  reporter: { id: string; email: string },
  page: { after: string | null; limit: number },
) {
  return db
    .select({
      _id: listingReports.id,
      property_id: listingReports.propertyId,
      property_title: properties.title,
      reason: listingReports.reason,
      details: listingReports.details,
      status: listingReports.status,
      note: listingReports.note,
      created_at: listingReports.createdAt,
      resolved_at: listingReports.resolvedAt,
    })
    .from(listingReports)
    .innerJoin(properties, eq(properties.id, listingReports.propertyId))
    .where(
      and(
        or(
          eq(listingReports.reporterId, reporter.id),
          eq(listingReports.reporterEmail, reporter.email),
        ),
        page.after === null ? undefined : gt(listingReports.id, page.after),
      ),
    )
    .orderBy(asc(listingReports.id))
    .limit(page.limit);
}
