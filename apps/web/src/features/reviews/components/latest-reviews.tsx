import { CardGridSkeleton } from '../../../components/ui/card-grid-skeleton';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { useLatestReviews } from '../api/get-latest-reviews';
import { ReviewCard } from './review-card';

/** The home page's 'User Review' grid: the latest reviews of listed properties. */
export function LatestReviewsSection() {
  const { data, isPending, isError, error, refetch } = useLatestReviews();
  return (
    <section aria-labelledby="latest-reviews" className="flex flex-col gap-6">
      <header className="flex flex-col gap-2 text-center">
        <h2 id="latest-reviews" className="text-3xl font-bold">
          User Review
        </h2>
        <p className="text-base-content/80">What buyers say about the homes they visited.</p>
      </header>
      {isPending ? (
        <CardGridSkeleton label="Loading reviews…" />
      ) : isError ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : data.length === 0 ? (
        <EmptyState title="No review yet">
          <p>Reviews from buyers will show here.</p>
        </EmptyState>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {data.map((review) => (
            <li key={review._id}>
              <ReviewCard review={review} showProperty />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
