import { QueryGrid } from '../../../components/ui/query-grid';
import { useLatestReviews } from '../api/get-latest-reviews';
import { ReviewCard } from './review-card';

/** The home page's 'User Review' grid: the latest reviews of listed properties. */
export function LatestReviews() {
  return (
    <QueryGrid
      query={useLatestReviews()}
      loadingLabel="Loading reviews…"
      itemKey={(review) => review._id}
      renderItem={(review) => <ReviewCard review={review} showProperty />}
      emptyTitle="No review yet"
      emptyHint={<p>Reviews from buyers will show here.</p>}
    />
  );
}
