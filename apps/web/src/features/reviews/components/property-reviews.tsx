import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { messages } from '@elite/shared/messages';
import { Pagination } from '../../../components/ui/pagination';
import { QueryGrid } from '../../../components/ui/query-grid';
import { useLingui } from '../../../lib/i18n';
import {
  PROPERTY_REVIEWS_PAGE_SIZE,
  propertyReviewsQueryOptions,
  REVIEWS_PAGE_PARAM,
  reviewsPageOf,
} from '../api/get-property-reviews';
import { reviewText } from '../lib/texts';
import { ReviewCard } from './review-card';

/**
 * A property's reviews, a page at a time (newest first), or 'No Review Yet'. Each page has its
 * own address (`?reviews=2`), which opens at the reviews.
 */
export function PropertyReviews({ propertyId }: { propertyId: string }) {
  const { _ } = useLingui();
  const [params] = useSearchParams();
  const page = reviewsPageOf(params);
  const options = propertyReviewsQueryOptions(propertyId, page);
  const reviews = useQuery({ ...options, select: (data) => data.reviews });
  const count = useQuery({ ...options, select: (data) => data.total }).data ?? 0;
  const totalPages = Math.max(1, Math.ceil(count / PROPERTY_REVIEWS_PAGE_SIZE));

  const hrefFor = (to: number) => {
    const next = new URLSearchParams(params);
    if (to === 1) next.delete(REVIEWS_PAGE_PARAM);
    else next.set(REVIEWS_PAGE_PARAM, String(to));
    const search = next.toString();
    return `?${search}#property-reviews`;
  };

  return (
    <section aria-labelledby="property-reviews" className="flex flex-col gap-4">
      <h2
        id="property-reviews"
        className="scroll-mt-[calc(var(--spacing-navbar)+1rem)] text-2xl font-bold"
      >
        {count > 0 ? _('reviews.headingCount', { count }) : _('reviews.heading')}
      </h2>
      <QueryGrid
        query={reviews}
        loadingLabel={_('reviews.loading')}
        itemKey={(review) => review._id}
        renderItem={(review) => <ReviewCard review={review} />}
        emptyTitle={reviewText(messages.noReviewYet)}
      />
      <Pagination
        page={Math.min(page, totalPages)}
        totalPages={totalPages}
        hrefFor={hrefFor}
        label={_('reviews.pages')}
      />
    </section>
  );
}
