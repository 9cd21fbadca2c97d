import { useMemo } from 'react';
import { Link } from 'react-router';
import type { Offer } from '@elite/shared';
import { cardCharge, formatMoney } from '@elite/shared/money';
import type { Column } from '../../../components/ui/data-table';
import { isApplication, OfferTerms } from '../../../components/ui/offer-terms';
import { propertyColumns } from '../../../components/ui/property-columns';
import { QueryTable } from '../../../components/ui/query-table';
import { fillSlots, slot } from '../../../components/ui/rich-text';
import { StatusBadge } from '../../../components/ui/status-badge';
import { useAuth } from '../../../lib/auth';
import { useLingui } from '../../../lib/i18n';
import { usePublicConfig } from '../../../lib/public-config';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useMyOffers } from '../api/get-my-offers';

/** Above the card cap, what PAY will charge: the reservation deposit, not the offered price. */
function DepositNote({ offer }: { offer: Offer }) {
  const { _ } = useLingui();
  const percent = usePublicConfig().data?.reservationDepositPercent;
  if (percent === undefined) return null;
  const charge = cardCharge(offer.offered_price, percent);
  if (!charge.deposit) return null;
  return (
    <span className="text-base-content/80 text-xs">
      {_('offers.depositNote', { percent, amount: formatMoney(charge.amountDue) })}
    </span>
  );
}

/** PAY once the agent accepted; the transaction id (to the payment page) once bought. */
function PaymentCell({ offer }: { offer: Offer }) {
  const { _ } = useLingui();
  if (offer.status === 'accepted') {
    return (
      <div className="flex flex-col items-start gap-1">
        <Link to={`payment/${offer._id}`} className="btn btn-success btn-sm">
          {isApplication(offer) ? _('rental.payHoldingDeposit') : _('offers.payCaps')}
          <span className="sr-only">
            {' '}
            {_('common.offerForProperty', { title: offer.property_title })}
          </span>
        </Link>
        {!isApplication(offer) && <DepositNote offer={offer} />}
      </div>
    );
  }
  if (offer.status === 'bought' && offer.transactionId) {
    return (
      <Link to={`payment/${offer._id}`} className="link link-primary text-sm break-all">
        {_('offers.transactionId', { id: offer.transactionId })}
      </Link>
    );
  }
  if (offer.status === 'pending') {
    return <span className="text-base-content/80 text-sm">{_('offers.waiting')}</span>;
  }
  return <span className="text-base-content/80 text-sm">—</span>;
}

/** propertyBought: the user's offers with their status, PAY and transaction ids. */
export function PropertyBoughtPage() {
  const { _, i18n } = useLingui();
  useDocumentTitle(_('offers.boughtTitle'));
  const { user } = useAuth();
  const offers = useMyOffers(user?.email ?? '');
  const columns: Column<Offer>[] = useMemo(
    () => [
      propertyColumns.image,
      propertyColumns.title((offer: Offer) => offer.offer_property_id),
      propertyColumns.location,
      propertyColumns.agentName,
      {
        header: i18n._('offers.columnOfferedPrice'),
        cell: (offer) => <OfferTerms offer={offer} />,
      },
      {
        header: i18n._('offers.columnStatus'),
        cell: (offer) => <StatusBadge status={offer.status} listingType={offer.listing_type} />,
      },
      {
        header: i18n._('offers.columnPayment'),
        cell: (offer) => <PaymentCell offer={offer} />,
        className: 'min-w-40',
      },
    ],
    // The headings are read again in a new locale.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [i18n.locale],
  );

  return (
    <section className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold">{_('offers.myProperty')}</h1>
      <QueryTable
        query={offers}
        caption={_('offers.caption')}
        columns={columns}
        rowKey={(offer) => offer._id}
        emptyTitle={_('offers.emptyTitle')}
        emptyHint={
          <p>
            {fillSlots(_('offers.emptyHint', { wishlist: slot('wishlist') }), {
              wishlist: (
                <Link to="/dashboard/wishList" className="link link-primary">
                  {_('offers.emptyHintWishlist')}
                </Link>
              ),
            })}
          </p>
        }
      />
    </section>
  );
}
