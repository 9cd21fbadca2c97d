import { QueryGrid } from '../../../components/ui/query-grid';
import { useLingui } from '../../../lib/i18n';
import { useLatestReviews } from '../api/get-latest-reviews';
import { ReviewCard } from './review-card';

/**
 * The home page's 'User Review' grid: the latest reviews of listed properties. The home page
 * renders before the rest of the texts load, so its words are in the `home` part.
 */
export function LatestReviews() {
  const { _ } = useLingui();
  return (
    <QueryGrid
      query={useLatestReviews()}
      loadingLabel={_('home.loadingReviews')}
      itemKey={(review) => review._id}
      renderItem={(review) => <ReviewCard review={review} showProperty />}
      emptyTitle={_('home.noReviewYet')}
      emptyHint={<p>{_('home.noReviewYetHint')}</p>}
    />
  );
}
