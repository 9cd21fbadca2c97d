/** What other features use of the admin's: the review of a pending listing (its Verify and Reject). */
export { moderationDecisions, useModeration } from './components/moderation';
