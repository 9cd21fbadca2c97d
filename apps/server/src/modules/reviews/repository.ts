import { and, count, desc, eq } from 'drizzle-orm';
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

/** A page of a list: `limit` rows after `offset`. */
export interface Page {
  limit: number;
  offset: number;
}

export async function listLatestPublicReviews(db: Database, page: Page): Promise<ReviewRow[]> {
  return (await selectReviews(db)
    .where(isPubliclyShown)
    .orderBy(...newestFirst)
    .limit(page.limit)
    .offset(page.offset)) as ReviewRow[];
}

/** How many reviews the public may see: of one listing, or of all. */
export async function countPublicReviews(db: Database, propertyId?: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(reviews)
    .innerJoin(properties, eq(properties.id, reviews.propertyId))
    .leftJoin(agents, agentJoin)
    .where(and(propertyId ? eq(reviews.propertyId, propertyId) : undefined, isPubliclyShown));
  return row?.n ?? 0;
}

export async function listAllReviews(db: Database): Promise<ReviewRow[]> {
  return (await selectReviews(db).orderBy(...newestFirst)) as ReviewRow[];
}

export async function listPropertyReviews(
  db: Database,
  propertyId: string,
  page: Page | undefined,
): Promise<ReviewRow[]> {
  const query = selectReviews(db)
    .where(and(eq(reviews.propertyId, propertyId), isPubliclyShown))
    .orderBy(...newestFirst);
  return (await (page ? query.limit(page.limit).offset(page.offset) : query)) as ReviewRow[];
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

export async function insertReview(
  db: Database,
  reviewerId: string,
  propertyId: string,
  description: string,
): Promise<string | undefined> {
  // One review per person and listing: the unique index (migration 0018) decides.
  const [row] = await db
    .insert(reviews)
    .values({ reviewerId, propertyId, description })
    .onConflictDoNothing({ target: [reviews.propertyId, reviews.reviewerId] })
    .returning({ id: reviews.id });
  return row?.id;
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
