import { messages, PAGE_SIZE_DEFAULT, ruleMessages, type Review } from '@elite/shared';
import { FIRST_PAGE } from '@elite/shared/paging';
import type { Database } from '../../db/client';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { audited, type AuditActor } from '../audit/service';
import type { AuthUser } from '../identity/service';
import { findProperty, findPubliclyShownListing } from '../properties/repository';
import { toPropertyCore } from '../properties/view';
import * as repo from './repository';

/** The home page's review grid. */
const LATEST_REVIEWS = 12;

/**
 * A review as answered: `withEmail` only for the reviewer's own list and the admins'; public
 * answers carry no reviewer_email (CONTRACT.md section 2).
 */
function toReview(row: repo.ReviewRow, withEmail: boolean): Review {
  const property = toPropertyCore(row);
  return {
    _id: row.reviewId,
    review_description: row.description,
    property_id: property._id,
    property_title: property.property_title,
    agent_name: property.agent_name,
    reviewer_name: row.reviewerName,
    ...(withEmail && { reviewer_email: row.reviewerEmail }),
    reviewer_image: row.reviewerImage,
    review_time: row.reviewedAt.toISOString(),
  };
}

const publicReview = (row: repo.ReviewRow) => toReview(row, false);
const privateReview = (row: repo.ReviewRow) => toReview(row, true);

/** `page` and `limit` as GET /api/property takes them; undefined: the list as SPEC.md's client reads it. */
export interface PageQuery {
  page?: number | undefined;
  limit?: number | undefined;
}

function pageOf(query: PageQuery): repo.Page | undefined {
  if (query.page === undefined && query.limit === undefined) return undefined;
  const limit = query.limit ?? PAGE_SIZE_DEFAULT;
  return { limit, offset: ((query.page ?? FIRST_PAGE) - 1) * limit };
}

/**
 * A review of a listing the public can see, attributed to the signed-in reviewer, timed by the
 * server: never by the listing's own agent (403), once per person and listing (409 after).
 */
export async function postReview(
  db: Database,
  reviewer: AuthUser,
  propertyId: string,
  description: string,
): Promise<string> {
  const listing = await findPubliclyShownListing(db, propertyId);
  if (!listing) {
    if (!(await findProperty(db, propertyId))) throw notFound('Property not found');
    throw conflict(ruleMessages.propertyNotAvailable);
  }
  if (listing.agentId === reviewer.id) throw forbidden(ruleMessages.reviewOwnListing);
  const id = await repo.insertReview(db, reviewer.id, propertyId, description);
  if (!id) throw conflict(ruleMessages.alreadyReviewed);
  return id;
}

/** A reviewer deletes their own reviews; an admin any review (kept in the audit table). */
export async function removeReview(
  db: Database,
  actor: AuditActor,
  user: AuthUser,
  id: string,
): Promise<number> {
  const admin = user.role === 'admin';
  const deleted = await audited(
    db,
    actor,
    (tx) => repo.deleteReview(tx, id, admin ? undefined : user.id),
    (n) =>
      admin && n > 0 ? { action: 'review.deleted', targetType: 'review', targetId: id } : undefined,
  );
  if (deleted > 0) return deleted;
  if (!(await repo.findReview(db, id))) throw notFound('Review not found');
  throw forbidden(messages.forbidden);
}

/**
 * The latest reviews of listings the public can see, and their total: the home page's grid
 * (the newest LATEST_REVIEWS) without `page` or `limit`, else that page.
 */
export async function listLatestPublicReviews(
  db: Database,
  query: PageQuery = {},
): Promise<{ total: number; reviews: Review[] }> {
  const page = pageOf(query) ?? { limit: LATEST_REVIEWS, offset: 0 };
  const [rows, total] = await Promise.all([
    repo.listLatestPublicReviews(db, page),
    repo.countPublicReviews(db),
  ]);
  return { total, reviews: rows.map(publicReview) };
}

/** Every review, for the admins. */
export async function listAllReviews(db: Database): Promise<Review[]> {
  return (await repo.listAllReviews(db)).map(privateReview);
}

/** A listing's reviews the public can see, and their total: all of them without `page` or `limit`. */
export async function listPropertyReviews(
  db: Database,
  propertyId: string,
  query: PageQuery = {},
): Promise<{ total: number; reviews: Review[] }> {
  const [rows, total] = await Promise.all([
    repo.listPropertyReviews(db, propertyId, pageOf(query)),
    repo.countPublicReviews(db, propertyId),
  ]);
  return { total, reviews: rows.map(publicReview) };
}

export async function listReviewerReviews(db: Database, email: string): Promise<Review[]> {
  return (await repo.listReviewerReviews(db, email)).map(privateReview);
}

/** The listing a review is of, if the review exists: its deletion is a change of that listing. */
export async function reviewedListing(db: Database, id: string): Promise<string | undefined> {
  return (await repo.findReview(db, id))?.propertyId;
}
