import {
  messages,
  PAGE_SIZE_DEFAULT,
  type AgentReview,
  type AgentReviewBody,
  type AgentReviewModeration,
} from '@elite/shared';
import { FIRST_PAGE } from '@elite/shared/paging';
import type { Database } from '../../db/client';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { agencyMessages } from '../agencies/messages';
import { audited, type AuditActor } from '../audit/service';
import type { AuthUser } from '../identity/service';
import { agentReviewMessages } from './messages';
import * as repo from './repository';

/*
 * Agent reviews (CONTRACT.md section 14): only a buyer who dealt with an agent (a viewing the
 * agent confirmed, an offer the agent answered) rates them, once; anyone reads them; an admin,
 * or the review's author, deletes one.
 */

type PublicRow = Awaited<ReturnType<typeof repo.listAgentReviews>>[number];

function toAgentReview(row: PublicRow): AgentReview {
  return {
    _id: row.id,
    agent_id: row.agentId,
    rating: row.rating,
    comment: row.comment,
    reviewer_name: row.reviewerName,
    reviewer_image: row.reviewerImage,
    review_time: row.createdAt.toISOString(),
  };
}

async function requirePublicAgent(db: Database, agentId: string) {
  if (!(await repo.isPublicAgent(db, agentId))) throw notFound(agencyMessages.agentNotFound);
}

/**
 * A review by the signed-in buyer: of an agent buyers may see (404), never of oneself (403),
 * only after dealings with the agent (403), once (409: the unique key decides, so two requests
 * at once cannot both write one).
 */
export async function postAgentReview(
  db: Database,
  reviewer: AuthUser,
  agentId: string,
  body: AgentReviewBody,
): Promise<string> {
  await requirePublicAgent(db, agentId);
  if (agentId === reviewer.id) throw forbidden(agentReviewMessages.ownProfile);
  if (!(await repo.hasDealtWith(db, agentId, reviewer.id))) {
    throw forbidden(agentReviewMessages.noDealings);
  }
  const id = await repo.insertAgentReview(db, {
    agentId,
    reviewerId: reviewer.id,
    rating: body.rating,
    comment: body.comment,
  });
  if (!id) throw conflict(agentReviewMessages.alreadyReviewed);
  return id;
}

export interface PageQuery {
  page?: number | undefined;
  limit?: number | undefined;
}

/** A page of an agent's reviews, newest first (the first PAGE_SIZE_DEFAULT by default), and their total. */
export async function listAgentReviews(
  db: Database,
  agentId: string,
  query: PageQuery,
): Promise<{ total: number; reviews: AgentReview[] }> {
  await requirePublicAgent(db, agentId);
  const limit = query.limit ?? PAGE_SIZE_DEFAULT;
  const offset = ((query.page ?? FIRST_PAGE) - 1) * limit;
  const [rows, rating] = await Promise.all([
    repo.listAgentReviews(db, agentId, { limit, offset }),
    repo.agentRating(db, agentId),
  ]);
  return { total: rating.reviews_count, reviews: rows.map(toAgentReview) };
}

/** GET /api/agents/{id}'s `rating` and `reviews_count`. */
export const agentRating = repo.agentRating;

/** Every agent review, for the admins' moderation. */
export async function listAllAgentReviews(db: Database): Promise<AgentReviewModeration[]> {
  return (await repo.listAllAgentReviews(db)).map((row) => ({
    ...toAgentReview(row),
    reviewer_email: row.reviewerEmail,
    agent_name: row.agentName,
  }));
}

/**
 * An admin deletes any agent review, its author their own (403 for anyone else, 404 unknown).
 * An admin's deletion is kept in the audit table in the same transaction. Answers the agent the
 * review was of: their page changed.
 */
export async function removeAgentReview(
  db: Database,
  actor: AuditActor,
  user: AuthUser,
  id: string,
): Promise<string> {
  const admin = user.role === 'admin';
  const agentId = await audited(
    db,
    actor,
    async (tx) => {
      const review = await repo.findAgentReview(tx, id);
      if (!review) throw notFound(agentReviewMessages.reviewNotFound);
      if (!admin && review.reviewerId !== user.id) throw forbidden(messages.forbidden);
      return repo.deleteAgentReview(tx, id);
    },
    (deleted) =>
      admin && deleted
        ? {
            action: 'agent_review.deleted',
            targetType: 'agent_review',
            targetId: id,
            details: { agent_id: deleted },
          }
        : undefined,
  );
  if (!agentId) throw notFound(agentReviewMessages.reviewNotFound);
  return agentId;
}
