import { toast } from 'react-toastify';
import { messages } from '@elite/shared';
import type { Offer } from '@elite/shared';
import { ActionButton } from '../../../components/ui/action-button';
import type { Column } from '../../../components/ui/data-table';
import { Price } from '../../../components/ui/price';
import { propertyColumns } from '../../../components/ui/property-columns';
import { QueryTable } from '../../../components/ui/query-table';
import { StatusBadge } from '../../../components/ui/status-badge';
import { errorMessage } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAnswerOffer } from '../api/answer-offer';
import type { OfferAnswer } from '../api/answer-offer';
import { useRequestedOffers } from '../api/get-requested-offers';
import { useAgent } from './use-agent';

const answerToasts: Record<OfferAnswer, string> = {
  accepted: messages.offerAccepted,
  rejected: messages.offerRejected,
};

/** Requested Property (agent): the offers made on the agent's listings, answered while pending. */
export function RequestedPropertyPage() {
  useDocumentTitle('Requested Property');
  const agent = useAgent();
  const offers = useRequestedOffers(agent.email);
  const answerOffer = useAnswerOffer();

  const answer = (offer: Offer, status: OfferAnswer) =>
    answerOffer.mutate(
      { id: offer._id, status },
      {
        onSuccess: () => toast.success(answerToasts[status]),
        onError: (error) => toast.error(errorMessage(error)),
      },
    );

  const columns: Column<Offer>[] = [
    propertyColumns.title,
    propertyColumns.location,
    { header: 'Buyer name', cell: (offer) => offer.buyer_name, className: 'min-w-32' },
    { header: 'Buyer email', cell: (offer) => offer.buyer_email, className: 'min-w-48 break-all' },
    {
      header: 'Offered price',
      cell: (offer) => <Price amount={offer.offered_price} />,
      className: 'whitespace-nowrap',
    },
    { header: 'Status', cell: (offer) => <StatusBadge status={offer.status} /> },
    {
      header: 'Actions',
      cell: (offer) => {
        if (offer.status !== 'pending') return null;
        const busy = answerOffer.isPending && answerOffer.variables.id === offer._id;
        const subject = `the offer of ${offer.buyer_name} on ${offer.property_title}`;
        return (
          <div className="flex flex-col gap-2 2xl:flex-row">
            <ActionButton
              subject={subject}
              className="btn-success"
              pending={busy && answerOffer.variables.status === 'accepted'}
              disabled={busy}
              onClick={() => answer(offer, 'accepted')}
            >
              Accept
            </ActionButton>
            <ActionButton
              subject={subject}
              className="btn-error btn-outline"
              pending={busy && answerOffer.variables.status === 'rejected'}
              disabled={busy}
              onClick={() => answer(offer, 'rejected')}
            >
              Reject
            </ActionButton>
          </div>
        );
      },
    },
  ];

  return (
    <section className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold">Requested Property</h1>
      <QueryTable
        query={offers}
        caption="Offers on my properties"
        columns={columns}
        rowKey={(offer) => offer._id}
        emptyTitle="No offers yet"
        emptyHint={<p>Offers that buyers make on your verified properties appear here.</p>}
      />
    </section>
  );
}
