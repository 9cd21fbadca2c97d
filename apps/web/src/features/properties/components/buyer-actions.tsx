import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { messages } from '@elite/shared/messages';
import type { Property } from '@elite/shared';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { translateShared, useLingui } from '../../../lib/i18n';
import type { ReturnState } from '../../../lib/return-path';
import { latestOfferOn, mayMakeOffer, myOffersQueryOptions, OfferState } from '../../offers';
import { useAddToWishlist, useRemoveFromWishlist, wishlistQueryOptions } from '../../wishlist';
import { BuyerActionsSkeleton } from './buyer-actions-skeleton';

/** SPEC.md's offer page is keyed by the wishlist entry. */
const offerPath = (entryId: string) => `/dashboard/wishList/offer/${entryId}`;

/**
 * A listing's buying actions, as the server would allow them for this visitor: Make an Offer
 * (or where the offer stands) and the wishlist (Add, or Saved with Remove). The listing's own
 * agent gets SPEC.md's "This property os belong to you" instead; a listing that is not on sale
 * offers neither. Loaded apart from the page, with the checked reads of the dashboard.
 */
export function BuyerActions({ property }: { property: Property }) {
  const { _ } = useLingui();
  const { user, status } = useAuth();
  const location = useLocation();
  const email = user?.email ?? '';
  const navigate = useNavigate();
  const wishlist = useQuery({ ...wishlistQueryOptions(email), enabled: Boolean(email) });
  const offers = useQuery({ ...myOffersQueryOptions(email), enabled: Boolean(email) });
  const addToWishlist = useAddToWishlist();
  const removeFromWishlist = useRemoveFromWishlist();

  // A signed-out visitor of a public listing (PUBLIC_LISTINGS=1): saving it starts with signing in,
  // then comes back here.
  if (status === 'signed-out') {
    if (property.status !== 'verified') return null;
    const back: ReturnState = { from: location };
    return (
      <Link to="/login" state={back} className="btn btn-outline btn-primary">
        {_('listing.addToWishlist')}
      </Link>
    );
  }
  if (!user || wishlist.isPending || offers.isPending) return <BuyerActionsSkeleton />;

  if (property.agent_email.toLowerCase() === email.toLowerCase()) {
    return (
      <p className="alert alert-info text-base font-semibold">
        {translateShared(messages.ownProperty)}
      </p>
    );
  }

  const entry = wishlist.data?.find((saved) => saved.wish_property_id === property._id);
  const offer = latestOfferOn(offers.data, property._id);
  const offerState = offer && <OfferState offer={offer} />;
  // Pending listings (seen by admins) and sold ones are not for sale: only an offer's state shows.
  if (property.status !== 'verified') return offerState ?? null;

  const save = () =>
    addToWishlist.mutate(property._id, {
      onSuccess: () => toast.success(translateShared(messages.wishlistAdded)),
      onError: (error) => toast.error(errorMessage(error)),
    });
  const remove = (entryId: string) =>
    removeFromWishlist.mutate(entryId, {
      onSuccess: () => toast.success(translateShared(messages.wishlistRemoved)),
      onError: (error) => toast.error(errorMessage(error)),
    });
  // The offer page works from a wishlist entry: a home not saved yet is saved first.
  const saveThenOffer = () =>
    addToWishlist.mutate(property._id, {
      onSuccess: ({ insertedId }) => {
        toast.success(translateShared(messages.wishlistAdded));
        void navigate(offerPath(insertedId));
      },
      onError: (error) => toast.error(errorMessage(error)),
    });

  const makeOffer = !mayMakeOffer(offer) ? null : entry ? (
    <Link to={offerPath(entry._id)} className="btn btn-primary">
      {property.listing_type === 'rent' ? _('rental.applyToRent') : _('listing.makeOffer')}
    </Link>
  ) : (
    <button
      type="button"
      className="btn btn-primary"
      disabled={addToWishlist.isPending}
      onClick={saveThenOffer}
    >
      {property.listing_type === 'rent' ? _('rental.applyToRent') : _('listing.makeOffer')}
    </button>
  );

  const wishlistAction = entry ? (
    <p className="flex flex-wrap items-center gap-2">
      <span className="badge badge-success badge-outline h-auto gap-1 py-1 font-semibold">
        <svg
          xmlns="http://www.w3.org/2000/svg"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth={2.5}
          className="size-4"
          aria-hidden="true"
        >
          <path d="M5 12.5l4.5 4.5L19 7.5" />
        </svg>
        {_('listing.savedToWishlist')}
      </span>
      <button
        type="button"
        className="btn btn-ghost btn-sm"
        disabled={removeFromWishlist.isPending}
        onClick={() => remove(entry._id)}
      >
        {removeFromWishlist.isPending && <Spinner size="xs" />}
        {_('listing.removeFromWishlist')}
      </button>
    </p>
  ) : (
    <button
      type="button"
      className="btn btn-outline btn-primary"
      disabled={addToWishlist.isPending}
      onClick={save}
    >
      {addToWishlist.isPending && <Spinner size="sm" />}
      {_('listing.addToWishlist')}
    </button>
  );

  return (
    <>
      {offerState}
      {makeOffer}
      {wishlistAction}
    </>
  );
}
