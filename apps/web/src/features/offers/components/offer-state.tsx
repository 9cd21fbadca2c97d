import { Link } from 'react-router';
import type { Offer } from '@elite/shared';
import { formatMoney } from '@elite/shared/money';
import { Price, RentAmount, rentText } from '../../../components/ui/price';
import { useLingui } from '../../../lib/i18n';

/** The buyer's latest offer on a property (their offers come newest first). */
export function latestOfferOn(offers: Offer[] | undefined, propertyId: string): Offer | undefined {
  return offers?.find((offer) => offer.offer_property_id === propertyId);
}

/**
 * Whether a new offer may be made: the server keeps one open offer per buyer and property, so
 * only when there is none yet or the last one was rejected.
 */
export function mayMakeOffer(offer: Offer | undefined): boolean {
  return !offer || offer.status === 'rejected';
}

const paymentPath = (offer: Offer) => `/dashboard/propertyBought/payment/${offer._id}`;

/** Where the buyer's offer stands, with its next step (Pay once accepted), in place of Make an Offer. */
export function OfferState({ offer }: { offer: Offer }) {
  const { _ } = useLingui();
  // An application on a home to rent, in the renter's words (CONTRACT.md section 12).
  const renting = offer.listing_type === 'rent';
  const amount = renting
    ? rentText(formatMoney(offer.offered_price), offer.rent_period)
    : formatMoney(offer.offered_price);
  switch (offer.status) {
    case 'pending':
      return (
        <p className="flex flex-wrap items-center gap-2">
          <span className="badge badge-warning font-semibold whitespace-nowrap">
            {renting ? _('rental.applicationPending') : _('common.offerPending')}
          </span>
          <span className="text-base-content/80 text-sm tabular-nums">
            {_('common.offerWaitingForAgent', { amount })}
          </span>
        </p>
      );
    case 'accepted':
      return (
        <p className="flex flex-wrap items-center gap-2">
          <span className="badge badge-success font-semibold whitespace-nowrap">
            {renting ? _('rental.applicationAccepted') : _('common.offerAccepted')}
          </span>
          <Link to={paymentPath(offer)} className="btn btn-success btn-sm whitespace-nowrap">
            {renting ? _('rental.payHoldingDeposit') : _('common.offerPay')}
            <span className="sr-only">
              {' '}
              {_('common.offerForProperty', { title: offer.property_title })}
            </span>
          </Link>
        </p>
      );
    case 'bought': {
      // A deposit paid by card: the rest is settled with the agent (say so, not just "Bought").
      const deposit =
        !renting && offer.amount_paid != null && offer.amount_paid < offer.offered_price
          ? offer.amount_paid
          : undefined;
      return (
        <p className="flex flex-wrap items-center gap-2">
          <span className="badge badge-success font-semibold whitespace-nowrap">
            {renting
              ? _('common.statusLetAgreed')
              : deposit === undefined
                ? _('common.offerBought')
                : _('common.offerDepositPaid')}
          </span>
          {deposit !== undefined && (
            <span className="text-base-content/80 text-sm tabular-nums">
              {_('common.offerDepositAndRest', {
                deposit: formatMoney(deposit),
                rest: formatMoney(offer.offered_price - deposit),
              })}
            </span>
          )}
          <Link to={paymentPath(offer)} className="link link-primary text-sm whitespace-nowrap">
            {_('common.offerReceipt')}
            <span className="sr-only">
              {' '}
              {_('common.offerForProperty', { title: offer.property_title })}
            </span>
          </Link>
        </p>
      );
    }
    case 'rejected':
      return (
        <p className="flex flex-wrap items-center gap-2">
          <span className="badge badge-error font-semibold whitespace-nowrap">
            {renting ? _('rental.applicationRejected') : _('common.offerRejected')}
          </span>
          <span className="text-base-content/80 text-sm">
            {renting ? (
              <RentAmount amount={offer.offered_price} period={offer.rent_period} />
            ) : (
              <Price amount={offer.offered_price} />
            )}
          </span>
        </p>
      );
  }
}
