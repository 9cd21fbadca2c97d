import { Link } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { messages } from '@elite/shared/messages';
import type { Offer, WishlistEntry } from '@elite/shared';
import { ActionButton } from '../../../components/ui/action-button';
import type { Column } from '../../../components/ui/data-table';
import { propertyColumns } from '../../../components/ui/property-columns';
import { QueryTable } from '../../../components/ui/query-table';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { i18n, translateShared, useLingui } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { latestOfferOn, mayMakeOffer, OfferState, useMyOffers } from '../../offers';
import { useWishlist } from '../api/get-wishlist';
import { useAddToWishlist } from '../api/add-to-wishlist';
import { useRemoveFromWishlist } from '../api/remove-from-wishlist';

/**
 * Remove, told in a toast with Undo: Undo saves the home to the wishlist again (`onUndo`, held by
 * the page, which stays when the row has gone).
 */
function RemoveButton({ entry, onUndo }: { entry: WishlistEntry; onUndo: () => void }) {
  const { _ } = useLingui();
  const remove = useRemoveFromWishlist();
  return (
    <ActionButton
      subject={_('wishlist.removeSubject', { title: entry.property_title })}
      pending={remove.isPending}
      className="btn-error btn-outline"
      onClick={() =>
        remove.mutate(entry._id, {
          onSuccess: () =>
            toast.success(({ closeToast }) => (
              <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
                {translateShared(messages.wishlistRemoved)}
                <button
                  type="button"
                  className="btn btn-sm btn-outline"
                  onClick={() => {
                    closeToast();
                    onUndo();
                  }}
                >
                  {i18n._('wishlist.undo')}
                  <span className="sr-only">
                    {' '}
                    {i18n._('wishlist.undoSubject', { title: entry.property_title })}
                  </span>
                </button>
              </span>
            )),
          onError: (error) => toast.error(translateShared(errorMessage(error))),
        })
      }
    >
      {_('wishlist.remove')}
    </ActionButton>
  );
}

/**
 * Make an Offer while the server would take one; otherwise where the buyer's offer stands
 * (pending, accepted with Pay, bought). Until the offers are known, neither.
 */
function OfferCell({ entry, offers }: { entry: WishlistEntry; offers: Offer[] | undefined }) {
  const { _ } = useLingui();
  const offer = latestOfferOn(offers, entry.wish_property_id);
  const state = offer && <OfferState offer={offer} />;
  if (!mayMakeOffer(offer)) return state;
  if (entry.status !== 'verified') {
    return (
      state ?? <span className="text-base-content/80 text-sm">{_('wishlist.notForSale')}</span>
    );
  }
  return (
    <div className="flex flex-col items-start gap-2">
      {state}
      <Link to={`offer/${entry._id}`} className="btn btn-primary btn-sm whitespace-nowrap">
        {entry.listing_type === 'rent' ? _('rental.applyToRent') : _('wishlist.makeOffer')}
        <span className="sr-only">
          {' '}
          {_('wishlist.makeOfferSubject', { title: entry.property_title })}
        </span>
      </Link>
    </div>
  );
}

function wishlistColumns(
  _: ReturnType<typeof useLingui>['_'],
  offers: ReturnType<typeof useMyOffers>,
  restore: (entry: WishlistEntry) => void,
): Column<WishlistEntry>[] {
  return [
    propertyColumns.image,
    propertyColumns.title((entry: WishlistEntry) => entry.wish_property_id),
    propertyColumns.location,
    // The agent's name and photo share a column, and the offer and Remove another: the table
    // fits beside the dashboard's menu on a laptop instead of turning into labelled cards.
    propertyColumns.agent,
    propertyColumns.priceRange,
    propertyColumns.status,
    {
      header: _('wishlist.actions'),
      className: 'min-w-40',
      cell: (entry) => (
        <div className="flex flex-col items-start gap-2">
          {offers.isPending ? (
            <Spinner size="sm" label={_('wishlist.loadingOffers')} />
          ) : (
            // Without the offers (a failed read), Make an Offer shows; the server has the last word.
            <OfferCell entry={entry} offers={offers.data} />
          )}
          <RemoveButton entry={entry} onUndo={() => restore(entry)} />
        </div>
      ),
    },
  ];
}

const LINK_MARK = '\u0000';

/** The signed-in user's wishlist, with Make an Offer (or the offer's state) and Remove on each row. */
export function WishlistPage() {
  const { _ } = useLingui();
  useDocumentTitle(_('wishlist.documentTitle'));
  const { user } = useAuth();
  const wishlist = useWishlist(user?.email ?? '');
  const offers = useMyOffers(user?.email ?? '');
  const add = useAddToWishlist();
  const restore = (entry: WishlistEntry) =>
    add.mutate(entry.wish_property_id, {
      onSuccess: () => toast.success(translateShared(messages.wishlistAdded)),
      onError: (error) => toast.error(translateShared(errorMessage(error))),
    });

  // The hint's link goes where the translation puts {link}.
  const [beforeLink, afterLink] = _('wishlist.emptyHint', { link: LINK_MARK }).split(LINK_MARK);
  return (
    <section className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold">{_('wishlist.title')}</h1>
      <QueryTable
        query={wishlist}
        caption={_('wishlist.caption')}
        columns={wishlistColumns(_, offers, restore)}
        rowKey={(entry) => entry._id}
        emptyTitle={_('wishlist.empty')}
        emptyHint={
          <p>
            {beforeLink}
            <Link to="/allProperty" className="link link-primary">
              {_('wishlist.allProperty')}
            </Link>
            {afterLink}
          </p>
        }
      />
    </section>
  );
}
