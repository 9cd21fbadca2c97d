import { toast } from 'react-toastify/unstyled';
import { messages } from '@elite/shared/messages';
import type { Offer } from '@elite/shared';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import type { Column } from '../../../components/ui/data-table';
import { DecisionButtons } from '../../../components/ui/decision-buttons';
import type { Decision } from '../../../components/ui/decision-buttons';
import { OfferTerms, isApplication } from '../../../components/ui/offer-terms';
import { Price, RentAmount } from '../../../components/ui/price';
import { propertyColumns } from '../../../components/ui/property-columns';
import { QueryTable } from '../../../components/ui/query-table';
import { StatusBadge } from '../../../components/ui/status-badge';
import { errorMessage } from '../../../lib/api-client';
import { i18n, translateShared, useLingui } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useConfirm } from '../../../lib/use-confirm';
import { usePendingVariables } from '../../../lib/use-pending-variables';
import { answerOfferKey, useAnswerOffer } from '../api/answer-offer';
import type { OfferAnswer, OfferAnswerVariables } from '../api/answer-offer';
import { useRequestedOffers } from '../api/get-requested-offers';
import { useAgent } from './use-agent';

const decisions = (): Decision<OfferAnswer>[] => [
  { value: 'accepted', label: i18n._('agent.accept'), className: 'btn-success' },
  { value: 'rejected', label: i18n._('agent.reject'), className: 'btn-error btn-outline' },
];

const answerToasts: Record<OfferAnswer, string> = {
  accepted: messages.offerAccepted,
  rejected: messages.offerRejected,
};

/** An answer is final (SPEC.md section 4), so each asks first. */
const answerDialogs: Record<
  OfferAnswer,
  { title: (offer: Offer) => string; label: () => string; className: string; body: () => string }
> = {
  accepted: {
    title: (offer) =>
      i18n._('agent.acceptTitle', { buyer: offer.buyer_name, title: offer.property_title }),
    label: () => i18n._('agent.accept'),
    className: 'btn-success',
    body: () => i18n._('agent.acceptBody'),
  },
  rejected: {
    title: (offer) =>
      i18n._('agent.rejectTitle', { buyer: offer.buyer_name, title: offer.property_title }),
    label: () => i18n._('agent.reject'),
    className: 'btn-error',
    body: () => i18n._('agent.rejectBody'),
  },
};

const PRICE_MARK = '\u0000';

/** Requested Property (agent): the offers made on the agent's listings, answered while pending. */
export function RequestedPropertyPage() {
  const { _ } = useLingui();
  useDocumentTitle(_('agent.requested'));
  const agent = useAgent();
  const offers = useRequestedOffers(agent.email);
  const answerOffer = useAnswerOffer({
    onSuccess: (_data, { status }) => toast.success(translateShared(answerToasts[status])),
    onError: (error) => toast.error(translateShared(errorMessage(error))),
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
    { header: _('agent.buyerName'), cell: (offer) => offer.buyer_name, className: 'min-w-32' },
    {
      header: _('agent.buyerEmail'),
      cell: (offer) => <span dir="ltr">{offer.buyer_email}</span>,
      className: 'min-w-48 break-all',
    },
    {
      header: _('agent.offeredPrice'),
      // An application (CONTRACT.md section 12): the rent, move-in, term and message.
      cell: (offer) => <OfferTerms offer={offer} withMessage />,
      className: 'min-w-36',
    },
    {
      header: _('agent.status'),
      cell: (offer) => <StatusBadge status={offer.status} listingType={offer.listing_type} />,
    },
    {
      header: _('agent.actions'),
      cell: (offer) =>
        offer.status === 'pending' && (
          <DecisionButtons
            subject={_('agent.offerSubject', {
              buyer: offer.buyer_name,
              title: offer.property_title,
            })}
            decisions={decisions()}
            pending={answering.find(({ id }) => id === offer._id)?.status ?? null}
            onDecide={(status) => answer.ask({ offer, status })}
          />
        ),
    },
  ];

  // The price goes where the translation puts {price}.
  const offerLine = confirming
    ? _('agent.offersLine', {
        buyer: confirming.offer.buyer_name,
        email: confirming.offer.buyer_email,
        price: PRICE_MARK,
      }).split(PRICE_MARK)
    : [];

  return (
    <section className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold">{_('agent.requested')}</h1>
      <QueryTable
        query={offers}
        caption={_('agent.offersCaption')}
        columns={columns}
        rowKey={(offer) => offer._id}
        emptyTitle={_('agent.offersEmpty')}
        emptyHint={<p>{_('agent.offersEmptyHint')}</p>}
      />
      <ConfirmDialog
        title={confirming && dialog && dialog.title(confirming.offer)}
        confirmLabel={dialog ? dialog.label() : ''}
        confirmClassName={dialog?.className}
        onConfirm={answer.confirm}
        onCancel={answer.cancel}
      >
        {confirming && dialog && (
          <>
            <p>
              {offerLine[0]}
              {isApplication(confirming.offer) ? (
                <RentAmount
                  amount={confirming.offer.offered_price}
                  period={confirming.offer.rent_period}
                />
              ) : (
                <Price amount={confirming.offer.offered_price} />
              )}
              {offerLine[1]}
            </p>
            <p className="mt-2">{dialog.body()}</p>
          </>
        )}
      </ConfirmDialog>
    </section>
  );
}
