/**
 * DELETE /api/myReview/{id} as an admin: the same call removes any review, so the hook for a
 * user's own reviews serves.
 */
export {
  deleteMyReviewKey as deleteReviewKey,
  useDeleteMyReview as useDeleteReview,
} from '../../reviews/api/delete-my-review';
