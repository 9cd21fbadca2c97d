import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useSearchParams } from 'react-router';
import type { AgentReview } from '@elite/shared';
import { Avatar } from '../../../components/ui/avatar';
import { LocalDate } from '../../../components/ui/local-date';
import { Pagination } from '../../../components/ui/pagination';
import { QueryGrid } from '../../../components/ui/query-grid';
import { fillSlots, slot } from '../../../components/ui/rich-text';
import { useAuth } from '../../../lib/auth';
import { useLingui } from '../../../lib/i18n';
import { useHydrated } from '../../../lib/use-hydrated';
import {
  AGENT_REVIEWS_PAGE_PARAM,
  AGENT_REVIEWS_PAGE_SIZE,
  agentReviewsQueryOptions,
} from '../api/get-agent-reviews';
import { pageParamOf } from '../api/get-profile-listings';
import { AgentReviewForm } from './agent-review-form';
import { RatingStars } from '../../../components/ui/rating-stars';

function AgentReviewCard({ review }: { review: AgentReview }) {
  const { _ } = useLingui();
  return (
    <article className="card border-base-300 bg-base-100 w-full border shadow-sm">
      <div className="card-body gap-3 p-5">
        <RatingStars rating={review.rating} />
        <blockquote dir="auto" className="leading-relaxed break-words whitespace-pre-line">
          {review.comment}
        </blockquote>
        <div className="border-base-300 mt-auto flex items-center gap-3 border-t pt-3">
          <span aria-hidden="true">
            <Avatar
              name={review.reviewer_name}
              photoURL={review.reviewer_image}
              className="size-9"
            />
          </span>
          <p className="text-sm">
            <span className="font-semibold">
              {_('agents.reviewBy', { name: review.reviewer_name })}
            </span>
            <br />
            <span className="text-base-content/80">
              <LocalDate value={review.review_time} />
            </span>
          </p>
        </div>
      </div>
    </article>
  );
}

/**
 * An agent's reviews, newest first, a page at a time (`?reviews=2`), and for a signed-in
 * visitor the form to write one; a visitor who is not signed in is offered the sign-in.
 */
export function AgentReviews({ agentId, agentName }: { agentId: string; agentName: string }) {
  const { _ } = useLingui();
  const { status } = useAuth();
  const hydrated = useHydrated();
  const location = useLocation();
  const [params] = useSearchParams();
  const page = pageParamOf(params, AGENT_REVIEWS_PAGE_PARAM);
  const options = agentReviewsQueryOptions(agentId, page);
  const reviews = useQuery({ ...options, select: (data) => data.reviews });
  const total = useQuery({ ...options, select: (data) => data.total }).data ?? 0;
  const totalPages = Math.max(1, Math.ceil(total / AGENT_REVIEWS_PAGE_SIZE));

  const hrefFor = (to: number) => {
    const next = new URLSearchParams(params);
    if (to === 1) next.delete(AGENT_REVIEWS_PAGE_PARAM);
    else next.set(AGENT_REVIEWS_PAGE_PARAM, String(to));
    return `?${next.toString()}#agent-reviews`;
  };

  return (
    <section aria-labelledby="agent-reviews" className="flex flex-col gap-4">
      <h2
        id="agent-reviews"
        className="scroll-mt-[calc(var(--spacing-navbar)+1rem)] text-2xl font-bold"
      >
        {_('agents.reviewsHeading')}
        {total > 0 && (
          <span className="text-base-content/80 ms-2 text-base font-normal">
            ({_('agents.reviewsCount', { count: total })})
          </span>
        )}
      </h2>
      <QueryGrid
        query={reviews}
        loadingLabel={_('agents.reviewsLoading')}
        itemKey={(review) => review._id}
        renderItem={(review) => <AgentReviewCard review={review} />}
        emptyTitle={_('agents.noReviews')}
      />
      <Pagination
        page={Math.min(page, totalPages)}
        totalPages={totalPages}
        hrefFor={hrefFor}
        label={_('agents.reviewsPages')}
      />
      {hydrated && status === 'signed-in' && (
        <AgentReviewForm agentId={agentId} agentName={agentName} />
      )}
      {hydrated && status === 'signed-out' && (
        <p>
          {fillSlots(_('agents.signInToReview', { link: slot('link') }), {
            link: (
              <Link to="/login" state={{ from: location }} className="link link-primary">
                {_('agents.signIn')}
              </Link>
            ),
          })}
        </p>
      )}
    </section>
  );
}
