import { useId } from 'react';
import { intlLocale, useLingui } from '../../lib/i18n';

const STAR = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

/**
 * An agent's rating as five stars and in words ("Rated 4.5 out of 5 · 12 reviews"): the
 * number is written out, so it reads without colour and to a screen reader; the stars are a
 * picture of it (filled, half or outlined: their shapes differ, not only their colours).
 */
export function RatingStars({
  rating,
  count,
  className = '',
}: {
  rating: number | null;
  /** How many reviews the rating is of; left out for one review's own rating. */
  count?: number;
  className?: string;
}) {
  const { _ } = useLingui();
  // An id that a url() reference takes as it is.
  const halfId = `half-star${useId().replace(/[^\w-]/g, '')}`;
  if (rating === null || count === 0) {
    return <p className={`text-base-content/80 text-sm ${className}`}>{_('agents.notRated')}</p>;
  }
  const shown = new Intl.NumberFormat(intlLocale(), { maximumFractionDigits: 1 }).format(rating);
  const halves = Math.round(rating * 2);
  return (
    <p className={`flex flex-wrap items-center gap-x-2 gap-y-1 ${className}`}>
      <span className="text-warning flex" aria-hidden="true">
        {[1, 2, 3, 4, 5].map((star) => {
          const fill = halves >= star * 2 ? 'full' : halves === star * 2 - 1 ? 'half' : 'none';
          return (
            // Mirrored in a right-to-left page: a half star fills from where reading starts.
            <svg
              key={star}
              viewBox="0 0 24 24"
              className="size-5 rtl:-scale-x-100"
              data-fill={fill}
            >
              {fill === 'half' && (
                <clipPath id={halfId}>
                  <rect x="0" y="0" width="12" height="24" />
                </clipPath>
              )}
              <path d={STAR} fill="none" stroke="currentColor" strokeWidth={1.5} />
              {fill !== 'none' && (
                <path
                  d={STAR}
                  fill="currentColor"
                  clipPath={fill === 'half' ? `url(#${halfId})` : undefined}
                />
              )}
            </svg>
          );
        })}
      </span>
      <span className="font-semibold">{_('agents.rating', { rating: shown })}</span>
      {count !== undefined && (
        <span className="text-base-content/80 text-sm">
          · {_('agents.reviewsCount', { count })}
        </span>
      )}
    </p>
  );
}
