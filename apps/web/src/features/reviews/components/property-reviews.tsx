import { messages } from '@elite/shared';
import { CardGridSkeleton } from '../../../components/ui/card-grid-skeleton';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { usePropertyReviews } from '../api/get-property-reviews';
import { ReviewCard } from './review-card';

/** A property's reviews, or 'No Review Yet'. */
export function PropertyReviews({ propertyId }: { propertyId: string }) {
  const { data, isPending, isError, error, refetch } = usePropertyReviews(propertyId);
  return (
    <section aria-labelledby="property-reviews" className="flex flex-col gap-4">
      <h2 id="property-reviews" className="text-2xl font-bold">
        Reviews{data && data.length > 0 ? ` (${data.length})` : ''}
      </h2>
      {isPending ? (
        <CardGridSkeleton label="Loading reviews…" />
      ) : isError ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : data.length === 0 ? (
        <EmptyState title={messages.noReviewYet} />
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {data.map((review) => (
            <li key={review._id}>
              <ReviewCard review={review} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
