/** What other features may use of reviews (docs/decisions/020). */
export { LatestReviews } from './components/latest-reviews';
export { PropertyReviews } from './components/property-reviews';
export { useMayReview } from './api/may-review';

/** The review form, in its own chunk: loaded when the button is about to be used. */
export const loadReviewModal = () => import('./components/review-modal');
