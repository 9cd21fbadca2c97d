import { AGENT_RATING_MAX, AGENT_RATING_MIN } from '@elite/shared';

/**
 * The agent reviews' refusals (CONTRACT.md section 14), in English as the API sends them;
 * lib/api-messages.ts answers them in the caller's language (src/locales/{locale}/api.json).
 */
export const agentReviewMessages = {
  reviewNotFound: 'Agent review not found',
  ownProfile: 'You cannot review yourself',
  noDealings:
    'You can review an agent only after they confirmed a viewing of yours or answered an offer of yours',
  alreadyReviewed: 'You have already reviewed this agent',
  ratingRange: `rating must be a whole number from ${AGENT_RATING_MIN} to ${AGENT_RATING_MAX}`,
} as const;

/** Their api.* keys, each the message of its key in src/locales/en/api.json. */
export const AGENT_REVIEW_API_MESSAGES: Record<string, string> = {
  'api.agentReviewNotFound': agentReviewMessages.reviewNotFound,
  'api.agentReviewSelf': agentReviewMessages.ownProfile,
  'api.agentReviewNoDealings': agentReviewMessages.noDealings,
  'api.agentAlreadyReviewed': agentReviewMessages.alreadyReviewed,
  'api.agentRatingRange': agentReviewMessages.ratingRange,
};
