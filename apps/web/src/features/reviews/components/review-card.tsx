import type { Review } from '@elite/shared';
import { Avatar } from '../../../components/ui/avatar';
import { LocalDate } from '../../../components/ui/local-date';
import { fillSlots, slot } from '../../../components/ui/rich-text';
import { useLingui } from '../../../lib/i18n';

interface ReviewCardProps {
  review: Review;
  /** The home page says which property a review is about; a property's own page does not need to. */
  showProperty?: boolean;
}

/**
 * One review: what was said, when, about which property, and by whom. It shows on the home page,
 * which renders before the rest of the texts load, so its words are in the `home` part.
 */
export function ReviewCard({ review, showProperty = false }: ReviewCardProps) {
  const { _ } = useLingui();
  // Only the name is seen; the words around it are for screen readers.
  const reviewedBy = fillSlots(_('home.reviewedBy', { name: slot('name') }), {
    name: review.reviewer_name,
  }).map((part, index) =>
    typeof part === 'string'
      ? part && (
          <span key={index} className="sr-only">
            {part}
          </span>
        )
      : part,
  );
  return (
    <article className="card border-base-300 bg-base-100 w-full border shadow-sm">
      <div className="card-body gap-4 p-5">
        <svg
          viewBox="0 0 32 24"
          className="text-primary/70 h-6 w-8"
          fill="currentColor"
          aria-hidden="true"
        >
          <path d="M0 24V14C0 6 4 1 12 0l1 4c-4 1-6 4-6 8h6v12H0zm19 0V14c0-8 4-13 12-14l1 4c-4 1-6 4-6 8h6v12H19z" />
        </svg>
        <blockquote
          dir="auto"
          className="text-base-content/90 leading-relaxed break-words whitespace-pre-line"
        >
          {review.review_description}
        </blockquote>
        <p className="text-base-content/80 text-sm">
          <LocalDate value={review.review_time} />
        </p>
        {showProperty && (
          <p className="text-sm font-medium">
            {_('home.reviewFor', { title: review.property_title })}
          </p>
        )}
        <div className="border-base-300 mt-auto flex items-center gap-3 border-t pt-4">
          <span aria-hidden="true">
            <Avatar
              name={review.reviewer_name}
              photoURL={review.reviewer_image}
              className="size-10"
            />
          </span>
          <p className="font-semibold">{reviewedBy}</p>
        </div>
      </div>
    </article>
  );
}
