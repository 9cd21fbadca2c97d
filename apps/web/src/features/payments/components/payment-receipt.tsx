import { Link } from 'react-router';
import type { Offer } from '@elite/shared';
import { LocalDate } from '../../../components/ui/local-date';
import { StatusBadge } from '../../../components/ui/status-badge';
import { PaymentSummary, SummaryDetail } from './payment-summary';

/**
 * A bought offer: what was paid, when and under which transaction id. No form and no Pay
 * button, so a paid offer cannot be paid again from here.
 */
export function PaymentReceipt({ offer }: { offer: Offer }) {
  return (
    <div className="flex max-w-xl flex-col gap-4">
      <div className="alert alert-success">
        <span>This offer is paid. Here is your receipt.</span>
      </div>
      <PaymentSummary offer={offer} amountLabel="Amount paid">
        <SummaryDetail term="Status">
          <StatusBadge status={offer.status} />
        </SummaryDetail>
        <SummaryDetail term="Offer date">
          <LocalDate value={offer.created_at} />
        </SummaryDetail>
        <SummaryDetail term="Transaction ID">
          <span className="font-mono break-all">{offer.transactionId ?? '—'}</span>
        </SummaryDetail>
      </PaymentSummary>
      <Link to="/dashboard/propertyBought" className="btn btn-outline self-start">
        Back to My Property
      </Link>
    </div>
  );
}
