import { messages } from '@elite/shared/messages';
import { QueryGrid } from '../../../components/ui/query-grid';
import { usePropertyReviews } from '../api/get-property-reviews';
import { ReviewCard } from './review-card';

/** A property's reviews, or 'No Review Yet'. */
export function PropertyReviews({ propertyId }: { propertyId: string }) {
  const reviews = usePropertyReviews(propertyId);
  const count = reviews.data?.length ?? 0;
  return (
    <section aria-labelledby="property-reviews" className="flex flex-col gap-4">
      <h2 id="property-reviews" className="text-2xl font-bold">
        Reviews{count > 0 ? ` (${count})` : ''}
      </h2>
      <QueryGrid
        query={reviews}
        loadingLabel="Loading reviews…"
        itemKey={(review) => review._id}
        renderItem={(review) => <ReviewCard review={review} />}
        emptyTitle={messages.noReviewYet}
      />
    </section>
  );
}
