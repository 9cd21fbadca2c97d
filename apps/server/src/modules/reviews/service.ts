import { messages, ruleMessages, type Review } from '@elite/shared';
import type { Database } from '../../db/client';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { audited, type AuditActor } from '../audit/service';
import type { AuthUser } from '../identity/service';
import { findProperty } from '../properties/repository';
import { toPropertyCore } from '../properties/view';
import * as repo from './repository';

/** The home page's review grid. */
const LATEST_REVIEWS = 12;

function toReview(row: repo.ReviewRow): Review {
  const property = toPropertyCore(row);
  return {
    _id: row.reviewId,
    review_description: row.description,
    property_id: property._id,
    property_title: property.property_title,
    agent_name: property.agent_name,
    reviewer_name: row.reviewerName,
    reviewer_email: row.reviewerEmail,
    reviewer_image: row.reviewerImage,
    review_time: row.reviewedAt.toISOString(),
  };
}

/** A review of a listing the public can see, attributed to the signed-in reviewer, timed by the server. */
export async function postReview(
  db: Database,
  reviewer: AuthUser,
  propertyId: string,
  description: string,
): Promise<string> {
  if (!(await repo.isReviewable(db, propertyId))) {
    if (!(await findProperty(db, propertyId))) throw notFound('Property not found');
    throw conflict(ruleMessages.propertyNotAvailable);
  }
  return repo.insertReview(db, reviewer.id, propertyId, description);
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

/** The home page's latest reviews of listings the public can see. */
export async function listLatestPublicReviews(db: Database): Promise<Review[]> {
  return (await repo.listLatestPublicReviews(db, LATEST_REVIEWS)).map(toReview);
}

/** Every review, for the admins. */
export async function listAllReviews(db: Database): Promise<Review[]> {
  return (await repo.listAllReviews(db)).map(toReview);
}

export async function listPropertyReviews(db: Database, propertyId: string): Promise<Review[]> {
  return (await repo.listPropertyReviews(db, propertyId)).map(toReview);
}

export async function listReviewerReviews(db: Database, email: string): Promise<Review[]> {
  return (await repo.listReviewerReviews(db, email)).map(toReview);
}
