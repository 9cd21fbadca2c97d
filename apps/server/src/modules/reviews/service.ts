import { messages, ruleMessages, type Review } from '@elite/shared';
import type { Database } from '../../db/client';
import { conflict, forbidden, notFound } from '../../lib/errors';
import type { AuthUser } from '../identity/service';
import { findProperty } from '../properties/repository';
import { toProperty } from '../properties/view';
import * as repo from './repository';

/** The home page's review grid. */
export const LATEST_REVIEWS = 12;

export function toReview(row: repo.ReviewRow): Review {
  const property = toProperty(row);
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

/** A reviewer deletes their own reviews; an admin any review. */
export async function removeReview(db: Database, user: AuthUser, id: string): Promise<number> {
  const deleted = await repo.deleteReview(db, id, user.role === 'admin' ? undefined : user.id);
  if (deleted > 0) return deleted;
  if (!(await repo.findReview(db, id))) throw notFound('Review not found');
  throw forbidden(messages.forbidden);
}
