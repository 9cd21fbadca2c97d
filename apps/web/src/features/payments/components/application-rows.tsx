import type { PayableOffer } from '@elite/shared';
import { formatMoney } from '@elite/shared/money';
import { CalendarDate } from '../../../components/ui/local-date';
import { RentAmount } from '../../../components/ui/price';
import { useLingui } from '../../../lib/i18n';
import { monthsText } from '../../../lib/rental-labels';
import { SummaryDetail } from './payment-summary';

/** An application's rent, move-in date and term, as rows of the payment's summary. */
export function ApplicationRows({ offer }: { offer: PayableOffer }) {
  const { _ } = useLingui();
  return (
    <>
      <SummaryDetail term={_('rental.rent')}>
        <RentAmount amount={offer.offered_price} period={offer.rent_period} />
      </SummaryDetail>
      {offer.move_in && (
        <SummaryDetail term={_('rental.moveIn')}>
          <CalendarDate value={offer.move_in} />
        </SummaryDetail>
      )}
      {offer.term_months !== null && (
        <SummaryDetail term={_('rental.term')}>{monthsText(offer.term_months)}</SummaryDetail>
      )}
    </>
  );
}

/** What the holding deposit is: it secures the home; the rent is settled with the agent. */
export function HoldingDepositNote({ offer }: { offer: PayableOffer }) {
  const { _ } = useLingui();
  return (
    <p className="border-info/40 bg-info/10 rounded-box border p-3 text-sm">
      {_('rental.holdingExplained', {
        deposit: formatMoney(offer.amount_due),
        title: offer.property_title,
      })}
    </p>
  );
}
