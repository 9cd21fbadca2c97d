import { Link } from 'react-router';
import type { Offer } from '@elite/shared';
import { cardPaymentTexts } from '@elite/shared/messages';
import { cardCharge, formatMoney } from '@elite/shared/money';
import type { Column } from '../../../components/ui/data-table';
import { Price } from '../../../components/ui/price';
import { propertyColumns } from '../../../components/ui/property-columns';
import { QueryTable } from '../../../components/ui/query-table';
import { StatusBadge } from '../../../components/ui/status-badge';
import { useAuth } from '../../../lib/auth';
import { usePublicConfig } from '../../../lib/public-config';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useMyOffers } from '../api/get-my-offers';

/** Above the card cap, what PAY will charge: the reservation deposit, not the offered price. */
function DepositNote({ offer }: { offer: Offer }) {
  const percent = usePublicConfig().data?.reservationDepositPercent;
  if (percent === undefined) return null;
  const charge = cardCharge(offer.offered_price, percent);
  if (!charge.deposit) return null;
  return (
    <span className="text-base-content/80 text-xs">
      {cardPaymentTexts.depositLabel(percent)}: {formatMoney(charge.amountDue)}
    </span>
  );
}

/** PAY once the agent accepted; the transaction id (to the payment page) once bought. */
function PaymentCell({ offer }: { offer: Offer }) {
  if (offer.status === 'accepted') {
    return (
      <div className="flex flex-col items-start gap-1">
        <Link to={`payment/${offer._id}`} className="btn btn-success btn-sm">
          PAY<span className="sr-only"> for {offer.property_title}</span>
        </Link>
        <DepositNote offer={offer} />
      </div>
    );
  }
  if (offer.status === 'bought' && offer.transactionId) {
    return (
      <Link to={`payment/${offer._id}`} className="link link-primary text-sm break-all">
        Transaction ID: {offer.transactionId}
      </Link>
    );
  }
  if (offer.status === 'pending') {
    return <span className="text-base-content/80 text-sm">Waiting for the agent</span>;
  }
  return <span className="text-base-content/80 text-sm">—</span>;
}

const columns: Column<Offer>[] = [
  propertyColumns.image,
  propertyColumns.title((offer: Offer) => offer.offer_property_id),
  propertyColumns.location,
  propertyColumns.agentName,
  { header: 'Offered price', cell: (offer) => <Price amount={offer.offered_price} /> },
  { header: 'Status', cell: (offer) => <StatusBadge status={offer.status} /> },
  { header: 'Payment', cell: (offer) => <PaymentCell offer={offer} />, className: 'min-w-40' },
];

/** propertyBought: the user's offers with their status, PAY and transaction ids. */
export function PropertyBoughtPage() {
  useDocumentTitle('Property Bought');
  const { user } = useAuth();
  const offers = useMyOffers(user?.email ?? '');

  return (
    <section className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold">My Property</h1>
      <QueryTable
        query={offers}
        caption="My offers and bought properties"
        columns={columns}
        rowKey={(offer) => offer._id}
        emptyTitle="You have not made an offer yet"
        emptyHint={
          <p>
            Make an offer from your{' '}
            <Link to="/dashboard/wishList" className="link link-primary">
              wishlist
            </Link>
            .
          </p>
        }
      />
    </section>
  );
}
