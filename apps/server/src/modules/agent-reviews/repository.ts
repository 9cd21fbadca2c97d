import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Tx } from '../../db/client';
import { agentReviews, offers, properties, users, viewings } from '../../db/schema';

/** A page of a list: `limit` rows after `offset`. */
export interface Page {
  limit: number;
  offset: number;
}

const reviewers = alias(users, 'reviewers');
const reviewedAgents = alias(users, 'reviewed_agents');
const newestFirst = [desc(agentReviews.createdAt), desc(agentReviews.id)];

/** Whether `id` is an agent buyers may see (an agent's account not marked as fraud). */
export async function isPublicAgent(db: Database, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, 'agent'), eq(users.status, 'Verified')));
  return row !== undefined;
}

/**
 * Whether the buyer dealt with the agent: a viewing this agent confirmed, or an offer on one of
 * the agent's listings that the agent answered (accepted, rejected, or accepted and then bought).
 */
export async function hasDealtWith(db: Database, agentId: string, buyerId: string) {
  const [viewing] = await db
    .select({ id: viewings.id })
    .from(viewings)
    .where(
      and(
        eq(viewings.agentId, agentId),
        eq(viewings.buyerId, buyerId),
        eq(viewings.status, 'confirmed'),
      ),
    )
    .limit(1);
  if (viewing) return true;
  const [offer] = await db
    .select({ id: offers.id })
    .from(offers)
    .innerJoin(properties, eq(properties.id, offers.propertyId))
    .where(
      and(
        eq(properties.agentId, agentId),
        eq(offers.buyerId, buyerId),
        inArray(offers.status, ['accepted', 'rejected', 'bought']),
      ),
    )
    .limit(1);
  return offer !== undefined;
}

/** Writes a review; undefined when the reviewer already reviewed the agent (the unique key). */
export async function insertAgentReview(
  db: Database,
  review: { agentId: string; reviewerId: string; rating: number; comment: string },
): Promise<string | undefined> {
  const [row] = await db
    .insert(agentReviews)
    .values(review)
    .onConflictDoNothing({ target: [agentReviews.agentId, agentReviews.reviewerId] })
    .returning({ id: agentReviews.id });
  return row?.id;
}

const publicColumns = {
  id: agentReviews.id,
  agentId: agentReviews.agentId,
  rating: agentReviews.rating,
  comment: agentReviews.comment,
  createdAt: agentReviews.createdAt,
  reviewerName: reviewers.name,
  reviewerImage: reviewers.photoUrl,
};

/** A page of an agent's reviews, newest first. */
export function listAgentReviews(db: Database, agentId: string, page: Page) {
  return db
    .select(publicColumns)
    .from(agentReviews)
    .innerJoin(reviewers, eq(reviewers.id, agentReviews.reviewerId))
    .where(eq(agentReviews.agentId, agentId))
    .orderBy(...newestFirst)
    .limit(page.limit)
    .offset(page.offset);
}

/** An agent's rating (the mean, to one decimal; null without reviews) and reviews' count. */
export async function agentRating(
  db: Database,
  agentId: string,
): Promise<{ rating: number | null; reviews_count: number }> {
  const [row] = await db
    .select({
      rating: sql<number | null>`round(avg(${agentReviews.rating}), 1)::float8`,
      count: count(),
    })
    .from(agentReviews)
    .where(eq(agentReviews.agentId, agentId));
  return {
    rating: row?.rating === null || row?.rating === undefined ? null : Number(row.rating),
    reviews_count: row?.count ?? 0,
  };
}

/** Every agent review, newest first, with the reviewer's e-mail and the agent's name. */
export function listAllAgentReviews(db: Database) {
  return db
    .select({
      ...publicColumns,
      reviewerEmail: reviewers.email,
      agentName: reviewedAgents.name,
    })
    .from(agentReviews)
    .innerJoin(reviewers, eq(reviewers.id, agentReviews.reviewerId))
    .innerJoin(reviewedAgents, eq(reviewedAgents.id, agentReviews.agentId))
    .orderBy(...newestFirst);
}

/** A review with its row locked until the transaction ends. */
export async function findAgentReview(tx: Tx, id: string) {
  const [row] = await tx
    .select({ agentId: agentReviews.agentId, reviewerId: agentReviews.reviewerId })
    .from(agentReviews)
    .where(eq(agentReviews.id, id))
    .for('update');
  return row;
}

/** Deletes a review; the agent it was of, or undefined when there was none to delete. */
export async function deleteAgentReview(tx: Tx, id: string): Promise<string | undefined> {
  const [row] = await tx
    .delete(agentReviews)
    .where(eq(agentReviews.id, id))
    .returning({ agentId: agentReviews.agentId });
  return row?.agentId;
}
