import type { RentPeriod } from '@elite/shared/listing-rental';
import { useLingui } from '../../lib/i18n';
import { monthsText } from '../../lib/rental-labels';
import { CalendarDate } from './local-date';
import { Price, RentAmount } from './price';

/** What an offer or a sale carries of an application (CONTRACT.md section 12). */
interface OfferTermsData {
  offered_price: number;
  listing_type?: 'sale' | 'rent' | null;
  rent_period?: RentPeriod | null;
  move_in?: string | null;
  term_months?: number | null;
  message?: string | null;
}

export const isApplication = (offer: { listing_type?: 'sale' | 'rent' | null }) =>
  offer.listing_type === 'rent';

/**
 * An offer's amount in a table: an offer to buy's price, or an application's rent per month or
 * week with its move-in date, term and message, in the renter's words.
 */
export function OfferTerms({
  offer,
  withMessage = false,
  kind = 'application',
}: {
  offer: OfferTermsData;
  withMessage?: boolean;
  /** An offer is an application; a sale of a rental is a let. */
  kind?: 'application' | 'let';
}) {
  const { _ } = useLingui();
  if (!isApplication(offer)) return <Price amount={offer.offered_price} />;
  return (
    <div className="flex flex-col items-start gap-1">
      <span className="badge badge-info badge-outline badge-sm font-semibold whitespace-nowrap">
        {kind === 'let' ? _('rental.let') : _('rental.application')}
      </span>
      <span className="font-medium whitespace-nowrap">
        <RentAmount amount={offer.offered_price} period={offer.rent_period ?? null} />
      </span>
      {offer.move_in && (
        <span className="text-base-content/80 text-xs whitespace-nowrap">
          {_('rental.moveIn')}: <CalendarDate value={offer.move_in} />
        </span>
      )}
      {offer.term_months !== null && offer.term_months !== undefined && (
        <span className="text-base-content/80 text-xs whitespace-nowrap">
          {_('rental.term')}: {monthsText(offer.term_months)}
        </span>
      )}
      {withMessage && offer.message && (
        <p dir="auto" className="max-w-64 text-xs break-words whitespace-pre-line">
          <span className="sr-only">{_('rental.message')}: </span>
          {offer.message}
        </p>
      )}
    </div>
  );
}
