import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { properties, reviews, users } from '../../db/schema';
import {
  agentJoin,
  agents,
  isPubliclyShown,
  propertyCoreColumns,
  type PropertyCoreRow,
} from '../properties/view';

export interface ReviewRow extends PropertyCoreRow {
  reviewId: string;
  description: string;
  reviewedAt: Date;
  reviewerId: string;
  reviewerName: string;
  reviewerEmail: string;
  reviewerImage: string | null;
}

/*
 * Reviews are read, and taken, for the listings the public may see (isPubliclyShown: the same
 * listings the detail page shows).
 */

/** A review with its property and reviewer joined live. */
function selectReviews(db: Database) {
  return db
    .select({
      ...propertyCoreColumns,
      reviewId: reviews.id,
      description: reviews.description,
      reviewedAt: reviews.createdAt,
      reviewerId: reviews.reviewerId,
      reviewerName: users.name,
      reviewerEmail: users.email,
      reviewerImage: users.photoUrl,
    })
    .from(reviews)
    .innerJoin(properties, eq(properties.id, reviews.propertyId))
    .leftJoin(agents, agentJoin)
    .innerJoin(users, eq(users.id, reviews.reviewerId));
}

const newestFirst = [desc(reviews.createdAt), desc(reviews.id)];

export async function listLatestPublicReviews(db: Database, limit: number): Promise<ReviewRow[]> {
  return (await selectReviews(db)
    .where(isPubliclyShown)
    .orderBy(...newestFirst)
    .limit(limit)) as ReviewRow[];
}

export async function listAllReviews(db: Database): Promise<ReviewRow[]> {
  return (await selectReviews(db).orderBy(...newestFirst)) as ReviewRow[];
}

export async function listPropertyReviews(db: Database, propertyId: string): Promise<ReviewRow[]> {
  return (await selectReviews(db)
    .where(and(eq(reviews.propertyId, propertyId), isPubliclyShown))
    .orderBy(...newestFirst)) as ReviewRow[];
}

export async function listReviewerReviews(db: Database, email: string): Promise<ReviewRow[]> {
  return (await selectReviews(db)
    .where(eq(users.email, email))
    .orderBy(...newestFirst)) as ReviewRow[];
}

export async function findReview(db: Database, id: string): Promise<ReviewRow | undefined> {
  const [row] = await selectReviews(db).where(eq(reviews.id, id)).limit(1);
  return row as ReviewRow | undefined;
}

export async function isReviewable(db: Database, propertyId: string): Promise<boolean> {
  const rows = await db
    .select({ id: properties.id })
    .from(properties)
    .leftJoin(agents, agentJoin)
    .where(and(eq(properties.id, propertyId), isPubliclyShown))
    .limit(1);
  return rows.length > 0;
}

export async function insertReview(
  db: Database,
  reviewerId: string,
  propertyId: string,
  description: string,
): Promise<string> {
  const [row] = await db
    .insert(reviews)
    .values({ reviewerId, propertyId, description })
    .returning({ id: reviews.id });
  return row!.id;
}

/** Deletes a review; with `reviewerId`, only if it is that reviewer's. */
export async function deleteReview(
  db: Database,
  id: string,
  reviewerId: string | undefined,
): Promise<number> {
  const rows = await db
    .delete(reviews)
    .where(and(eq(reviews.id, id), reviewerId ? eq(reviews.reviewerId, reviewerId) : undefined))
    .returning({ id: reviews.id });
  return rows.length;
}
