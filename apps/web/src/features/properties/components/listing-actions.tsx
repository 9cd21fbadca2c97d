import {
  Suspense,
  lazy,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { Link, useLocation } from 'react-router';
import type { Property } from '@elite/shared';
import { Avatar } from '../../../components/ui/avatar';
import { useAuth } from '../../../lib/auth';
import { useLingui } from '../../../lib/i18n';
import type { ReturnState } from '../../../lib/return-path';
import { useHydrated } from '../../../lib/use-hydrated';
import { loadReviewModal, useMayReview } from '../../reviews';
import { BuyerActionsSkeleton } from './buyer-actions-skeleton';
import { ListingAgentFacts, ListingAgentName } from './listing-agent';

/** The review form (and its form library) loads when the visitor first heads for the button. */
const ReviewModal = lazy(async () => ({ default: (await loadReviewModal()).ReviewModal }));
const preloadReviewModal = () => void loadReviewModal().catch(() => undefined);

/**
 * The buying actions read the buyer's wishlist and offers through the dashboard's checked calls
 * (and their schemas): they load beside the page, not with the initial bundle.
 */
const BuyerActions = lazy(async () => ({
  default: (await import('./buyer-actions')).BuyerActions,
}));

const WIDE = '(min-width: 1024px)';
const subscribeWide = (onChange: () => void) => {
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/**
 * Whether the page has its side column (a wide screen) rather than the phone's bottom bar; false
 * on the server and while hydrating.
 */
export function useWideLayout(): boolean {
  return useSyncExternalStore(
    subscribeWide,
    () => window.matchMedia(WIDE).matches,
    () => false,
  );
}

/**
 * The phone's bar of buying actions, fixed to the bottom of the window down to the end of the page
 * (the footer included). The body's bottom padding follows the bar's height, so that the end of
 * the page can still scroll out from under it; the bar has no height on wide screens.
 */
export function PhoneActionBar({ children }: { children: ReactNode }) {
  const bar = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = bar.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const { body } = document;
    const observer = new ResizeObserver(() => {
      body.style.paddingBottom = element.offsetHeight ? `${element.offsetHeight}px` : '';
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      body.style.paddingBottom = '';
    };
  }, []);
  return (
    <div
      ref={bar}
      className="border-base-300 bg-base-100 fixed inset-x-0 bottom-0 z-20 flex flex-wrap items-center justify-between gap-x-3 gap-y-2 border-t px-4 py-2.5 shadow-[0_-4px_12px_rgb(0_0_0/0.08)] sm:px-6 lg:hidden"
    >
      {children}
    </div>
  );
}

/** The listing's agent: photo and name, and the ways to reach them (`children`). */
export function AgentCard({
  property,
  children,
}: {
  property: Property & { agent_id?: string | null };
  children?: ReactNode;
}) {
  const { _ } = useLingui();
  return (
    <section
      aria-labelledby="listing-agent"
      className="rounded-box border-base-300 bg-base-100 flex flex-col gap-3 border p-4"
    >
      <div className="flex items-center gap-3">
        <span aria-hidden="true">
          <Avatar name={property.agent_name} photoURL={property.agent_image} className="size-12" />
        </span>
        <div>
          <h2 id="listing-agent" className="text-base-content/80 text-sm">
            {_('listing.agent')}
          </h2>
          <ListingAgentName agentId={property.agent_id} name={property.agent_name} />
        </div>
      </div>
      <ListingAgentFacts agentId={property.agent_id} />
      {children}
    </section>
  );
}

/**
 * SPEC.md's review form, in a modal: held by the page, so that it stays open while its button
 * moves between the side column and the phone's layout (a window resized, a phone turned).
 */
export function useReviewDialog(property: Property) {
  const [reviewing, setReviewing] = useState(false);
  // Mounted from the first opening on, so closing it returns focus like any dialog.
  const [reviewOpened, setReviewOpened] = useState(false);
  const open = () => {
    setReviewOpened(true);
    setReviewing(true);
  };
  const element = reviewOpened && (
    <Suspense fallback={null}>
      <ReviewModal propertyId={property._id} open={reviewing} onClose={() => setReviewing(false)} />
    </Suspense>
  );
  return { open, element };
}

/**
 * SPEC.md's 'Give a Review', for a visitor who may be signed in: not offered to the listing's
 * own agent nor to someone who already reviewed it (the server refuses both).
 */
export function ReviewButton({ onReview, property }: { onReview: () => void; property: Property }) {
  const { _ } = useLingui();
  const { status } = useAuth();
  const hydrated = useHydrated();
  const mayReview = useMayReview(property._id, property.agent_email);
  if (hydrated && (status === 'signed-out' || !mayReview)) return null;
  return (
    <button
      type="button"
      className="btn btn-outline btn-primary"
      aria-haspopup="dialog"
      onPointerEnter={preloadReviewModal}
      onFocus={preloadReviewModal}
      onClick={onReview}
    >
      {_('listing.giveReview')}
    </button>
  );
}

interface ListingActionsProps {
  property: Property;
  /** Opens the review form; without it (the phone's bar), 'Give a Review' is left to the reviews. */
  onReview?: () => void;
}

/**
 * SPEC.md's actions on a listing (Make an Offer or the offer's state, Add To WishList, Give a
 * Review) for a signed-in visitor; for a signed-out one (public listings), a way to sign in that
 * comes back here. What depends on the visitor renders once the page is hydrated.
 */
export function ListingActions({ property, onReview }: ListingActionsProps) {
  const { _ } = useLingui();
  const small = !onReview;
  const hydrated = useHydrated();
  const { status } = useAuth();
  const location = useLocation();

  // The phone's bar gives every button in it daisyUI's btn-sm sizes, BuyerActions' included.
  const layout = `flex flex-wrap items-center gap-2 ${small ? '[&_.btn]:[--btn-p:.75rem] [&_.btn]:[--fontsize:.75rem] [&_.btn]:[--size:2rem]' : ''}`;
  if (hydrated && status === 'signed-out') {
    const back: ReturnState = { from: location };
    // SPEC.md's first action keeps its name; all of them start with signing in, then come back.
    return (
      <div className={layout}>
        <Link to="/login" state={back} className="btn btn-primary">
          {_('listing.signInToAct')}
        </Link>
        <Link to="/login" state={back} className="btn btn-outline btn-primary">
          {_('listing.addToWishlist')}
        </Link>
      </div>
    );
  }

  return (
    <div className={layout}>
      {hydrated ? (
        <Suspense fallback={<BuyerActionsSkeleton small={small} />}>
          <BuyerActions property={property} />
        </Suspense>
      ) : (
        <BuyerActionsSkeleton small={small} />
      )}
      {onReview && <ReviewButton onReview={onReview} property={property} />}
    </div>
  );
}
