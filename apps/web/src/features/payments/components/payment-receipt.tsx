import { Link } from 'react-router';
import type { PayableOffer } from '@elite/shared';
import { LocalDate } from '../../../components/ui/local-date';
import { Price } from '../../../components/ui/price';
import { StatusBadge } from '../../../components/ui/status-badge';
import { useLingui } from '../../../lib/i18n';
import { PaymentSummary, SummaryDetail } from './payment-summary';
import { ApplicationRows } from './application-rows';

/**
 * A bought offer: what was paid, when and under which transaction id. No form and no Pay
 * button, so a paid offer cannot be paid again from here. Above the card cap the card paid a
 * reservation deposit: the receipt shows the sold price and what is settled with the agent.
 */
export function PaymentReceipt({ offer }: { offer: PayableOffer }) {
  const { _ } = useLingui();
  // A paid application: its holding deposit, and the home is let (CONTRACT.md section 12).
  const holding = offer.listing_type === 'rent';
  return (
    <div className="flex max-w-xl flex-col gap-4">
      <div className="alert alert-success">
        <span>{_('payments.paidNotice')}</span>
      </div>
      <PaymentSummary
        offer={offer}
        amount={offer.amount_due}
        amountLabel={
          holding
            ? _('rental.holdingDepositPaid')
            : offer.deposit
              ? _('payments.depositPaid')
              : _('payments.amountPaid')
        }
      >
        <SummaryDetail term={_('payments.status')}>
          <StatusBadge status={offer.status} listingType={offer.listing_type} />
        </SummaryDetail>
        {holding && <ApplicationRows offer={offer} />}
        {offer.deposit && !holding && (
          <>
            <SummaryDetail term={_('payments.soldPrice')}>
              <Price amount={offer.offered_price} />
            </SummaryDetail>
            <SummaryDetail term={_('payments.restWithAgent')}>
              <Price amount={offer.offered_price - offer.amount_due} />
            </SummaryDetail>
          </>
        )}
        <SummaryDetail term={_('payments.offerDate')}>
          <LocalDate value={offer.created_at} />
        </SummaryDetail>
        <SummaryDetail term={_('payments.transactionId')}>
          <span className="font-mono break-all">{offer.transactionId ?? '—'}</span>
        </SummaryDetail>
      </PaymentSummary>
      <Link to="/dashboard/propertyBought" className="btn btn-outline self-start">
        {_('payments.backToMyProperty')}
      </Link>
    </div>
  );
}
