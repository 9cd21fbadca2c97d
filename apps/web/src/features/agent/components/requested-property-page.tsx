import { toast } from 'react-toastify/unstyled';
import { messages } from '@elite/shared/messages';
import type { Offer } from '@elite/shared';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import type { Column } from '../../../components/ui/data-table';
import { DecisionButtons } from '../../../components/ui/decision-buttons';
import type { Decision } from '../../../components/ui/decision-buttons';
import { Price } from '../../../components/ui/price';
import { propertyColumns } from '../../../components/ui/property-columns';
import { QueryTable } from '../../../components/ui/query-table';
import { StatusBadge } from '../../../components/ui/status-badge';
import { errorMessage } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useConfirm } from '../../../lib/use-confirm';
import { usePendingVariables } from '../../../lib/use-pending-variables';
import { answerOfferKey, useAnswerOffer } from '../api/answer-offer';
import type { OfferAnswer, OfferAnswerVariables } from '../api/answer-offer';
import { useRequestedOffers } from '../api/get-requested-offers';
import { useAgent } from './use-agent';

const decisions: Decision<OfferAnswer>[] = [
  { value: 'accepted', label: 'Accept', className: 'btn-success' },
  { value: 'rejected', label: 'Reject', className: 'btn-error btn-outline' },
];

const answerToasts: Record<OfferAnswer, string> = {
  accepted: messages.offerAccepted,
  rejected: messages.offerRejected,
};

/** An answer is final (SPEC.md section 4), so each asks first. */
const answerDialogs: Record<
  OfferAnswer,
  { title: (offer: Offer) => string; label: string; className: string; body: string }
> = {
  accepted: {
    title: (offer) => `Accept ${offer.buyer_name}'s offer on “${offer.property_title}”?`,
    label: 'Accept',
    className: 'btn-success',
    body: 'The buyer can then pay for it, and no other offer on it can be accepted. An answer cannot be undone.',
  },
  rejected: {
    title: (offer) => `Reject ${offer.buyer_name}'s offer on “${offer.property_title}”?`,
    label: 'Reject',
    className: 'btn-error',
    body: 'The buyer sees the offer as rejected. An answer cannot be undone.',
  },
};

/** Requested Property (agent): the offers made on the agent's listings, answered while pending. */
export function RequestedPropertyPage() {
  useDocumentTitle('Requested Property');
  const agent = useAgent();
  const offers = useRequestedOffers(agent.email);
  const answerOffer = useAnswerOffer({
    onSuccess: (_data, { status }) => toast.success(answerToasts[status]),
    onError: (error) => toast.error(errorMessage(error)),
  });
  const answering = usePendingVariables<OfferAnswerVariables>(answerOfferKey);
  const answer = useConfirm(({ offer, status }: { offer: Offer; status: OfferAnswer }) =>
    answerOffer.mutate({ id: offer._id, status }),
  );
  const confirming = answer.asking;
  const dialog = confirming && answerDialogs[confirming.status];

  const columns: Column<Offer>[] = [
    propertyColumns.title((offer: Offer) => offer.offer_property_id),
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
      cell: (offer) =>
        offer.status === 'pending' && (
          <DecisionButtons
            subject={`the offer of ${offer.buyer_name} on ${offer.property_title}`}
            decisions={decisions}
            pending={answering.find(({ id }) => id === offer._id)?.status ?? null}
            onDecide={(status) => answer.ask({ offer, status })}
          />
        ),
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
      <ConfirmDialog
        title={confirming && dialog && dialog.title(confirming.offer)}
        confirmLabel={dialog?.label ?? ''}
        confirmClassName={dialog?.className}
        onConfirm={answer.confirm}
        onCancel={answer.cancel}
      >
        {confirming && dialog && (
          <>
            <p>
              {confirming.offer.buyer_name} ({confirming.offer.buyer_email}) offers{' '}
              <Price amount={confirming.offer.offered_price} />.
            </p>
            <p className="mt-2">{dialog.body}</p>
          </>
        )}
      </ConfirmDialog>
    </section>
  );
}
