import { z } from 'zod';
import { plainText } from './contact-fields';

/*
 * Agent reviews (CONTRACT.md section 14): a buyer who had a viewing confirmed, or an offer
 * answered, by an agent rates that agent once, 1 to 5, with a comment in plain text.
 */

export const AGENT_RATING_MIN = 1;
export const AGENT_RATING_MAX = 5;
export const MAX_AGENT_REVIEW_COMMENT = 2000;

const ratingError = `rating must be a whole number from ${AGENT_RATING_MIN} to ${AGENT_RATING_MAX}`;

/** `POST /api/agents/{id}/reviews`. */
export const agentReviewBodySchema = z.object({
  rating: z
    .number({ error: ratingError })
    .int(ratingError)
    .min(AGENT_RATING_MIN, ratingError)
    .max(AGENT_RATING_MAX, ratingError),
  comment: plainText('comment', MAX_AGENT_REVIEW_COMMENT).pipe(
    z.string().min(1, 'comment is required'),
  ),
});
export type AgentReviewBody = z.infer<typeof agentReviewBodySchema>;

/** A review of an agent as the public reads it (no reviewer's e-mail). */
export const agentReviewSchema = z.object({
  _id: z.string(),
  agent_id: z.string(),
  rating: z.number().int(),
  comment: z.string(),
  reviewer_name: z.string(),
  reviewer_image: z.string().nullable(),
  review_time: z.string(),
});
export type AgentReview = z.infer<typeof agentReviewSchema>;

/** `GET /api/agent-reviews`: the admins' moderation list, with who wrote it and of whom. */
export const agentReviewModerationSchema = agentReviewSchema.extend({
  reviewer_email: z.string(),
  agent_name: z.string(),
});
export type AgentReviewModeration = z.infer<typeof agentReviewModerationSchema>;
