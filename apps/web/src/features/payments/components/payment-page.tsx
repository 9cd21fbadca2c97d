import { lazy, Suspense } from 'react';
import { Link, useParams } from 'react-router';
import type { Offer, PayableOffer } from '@elite/shared';
import { CARD_PAYMENT_CAP_CENTS, formatMoney } from '@elite/shared/money';
import { Price } from '../../../components/ui/price';
import { fillSlots, slot } from '../../../components/ui/rich-text';
import { Skeleton } from '../../../components/ui/skeleton';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { i18n, useLingui } from '../../../lib/i18n';
import { usePublicConfig } from '../../../lib/public-config';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { usePaymentIntent } from '../api/create-payment-intent';
import { usePayableOffer } from '../api/get-payable-offer';
import { usePayOffer } from '../api/pay-offer';
import { PaymentReceipt } from './payment-receipt';
import { PaymentSummary, SummaryDetail } from './payment-summary';
import { SandboxCardForm } from './sandbox-card-form';
import { ApplicationRows, HoldingDepositNote } from './application-rows';

// Stripe.js and its React bindings load only on a site that takes real card payments.
const StripeCardForm = lazy(() => import('./stripe-card-form'));

function BackToMyProperty() {
  const { _ } = useLingui();
  return (
    <Link to="/dashboard/propertyBought" className="link link-primary">
      {_('payments.backToMyProperty')}
    </Link>
  );
}

/**
 * The way to talk about the rest with the agent: the listing's Contact agent form, opened
 * (the buyer reads the message before it is sent).
 */
export function MessageAgentLink({ offer }: { offer: Offer }) {
  const { _ } = useLingui();
  return (
    <Link
      to={`/property/${encodeURIComponent(offer.offer_property_id)}?contact=1`}
      className="link link-primary font-semibold whitespace-nowrap"
    >
      {_('payments.messageAgent')}
    </Link>
  );
}

function FormSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite" className="flex flex-col gap-4">
      <span className="sr-only">{label}</span>
      <Skeleton className="h-4 w-28" />
      <Skeleton className="h-10 w-full" />
      <div className="grid grid-cols-2 gap-4">
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-full" />
      </div>
      <Skeleton className="h-12 w-full" />
    </div>
  );
}

function PageSkeleton() {
  const { _ } = useLingui();
  return (
    <div role="status" aria-live="polite" className="grid gap-6 lg:grid-cols-2">
      <span className="sr-only">{_('payments.loadingOffer')}</span>
      <Skeleton className="h-96 w-full" />
      <div className="flex flex-col gap-4">
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-12 w-full" />
      </div>
    </div>
  );
}

/** The card form for this site's processor, once the server agreed to take this payment. */
function CardPayment({ offer }: { offer: PayableOffer }) {
  const { _ } = useLingui();
  const config = usePublicConfig();
  const intent = usePaymentIntent(offer._id);
  const payment = usePayOffer(offer._id);

  if (intent.isError) {
    // A 409 is the server's refusal (such as an offer paid meanwhile): trying again will not change it.
    const refused = isApiError(intent.error, 409);
    return (
      <div className="flex flex-col gap-3">
        <ErrorState
          error={intent.error}
          onRetry={refused ? undefined : () => void intent.refetch()}
        />
        <p>
          <BackToMyProperty />
        </p>
      </div>
    );
  }
  if (config.isError) {
    return <ErrorState error={config.error} onRetry={() => void config.refetch()} />;
  }
  const loadingForm = _('payments.loadingForm');
  if (config.isPending) return <FormSkeleton label={loadingForm} />;

  // An accepted application pays its holding deposit (CONTRACT.md section 12).
  const holding = offer.listing_type === 'rent';
  const form = {
    amount: offer.amount_due,
    deposit: holding ? ('holding' as const) : offer.deposit,
    pay: payment.mutateAsync,
    pending: payment.isPending,
    error: payment.error ? errorMessage(payment.error) : undefined,
    clearError: payment.reset,
  };

  return (
    <div className="flex flex-col gap-4">
      {holding && <HoldingDepositNote offer={offer} />}
      {offer.deposit && !holding && (
        <p className="border-info/40 bg-info/10 rounded-box border p-3 text-sm">
          {_('payments.depositExplained', {
            limit: formatMoney(CARD_PAYMENT_CAP_CENTS / 100),
            price: formatMoney(offer.offered_price),
            percent: config.data.reservationDepositPercent,
            deposit: formatMoney(offer.amount_due),
            rest: formatMoney(offer.offered_price - offer.amount_due),
          })}{' '}
          <MessageAgentLink offer={offer} />
        </p>
      )}
      {config.data.payments === 'stripe' ? (
        config.data.stripePublishableKey ? (
          <Suspense fallback={<FormSkeleton label={loadingForm} />}>
            <StripeCardForm publishableKey={config.data.stripePublishableKey} {...form} />
          </Suspense>
        ) : (
          <div role="alert" className="alert alert-error">
            {_('payments.notSetUp')}
          </div>
        )
      ) : (
        <>
          <p className="border-info/40 bg-info/10 rounded-box border p-3 text-sm">
            {fillSlots(_('payments.testMode', { card: slot('card') }), {
              card: (
                <span dir="ltr" className="font-mono whitespace-nowrap">
                  4242 4242 4242 4242
                </span>
              ),
            })}
          </p>
          <SandboxCardForm {...form} />
        </>
      )}
    </div>
  );
}

function NotPayable({ offer }: { offer: Offer }) {
  const { _ } = useLingui();
  const reason =
    offer.status === 'pending' ? _('payments.notAnswered') : _('payments.offerRejected');
  return (
    <EmptyState title={_('payments.cannotBePaid')}>
      <p>
        {reason} {_('payments.onlyAccepted')}
      </p>
      <p className="mt-2">
        <BackToMyProperty />
      </p>
    </EmptyState>
  );
}

/** The page's title: a receipt once the offer is paid; none while it loads, to avoid a flash. */
function pageTitle(offer: ReturnType<typeof usePayableOffer>): string | undefined {
  if (offer.isPending) return undefined;
  return offer.data?.status === 'bought'
    ? i18n._('payments.receiptTitle')
    : i18n._('payments.title');
}

function PaymentContent({ offerId }: { offerId: string }) {
  const { _ } = useLingui();
  const offer = usePayableOffer(offerId);

  if (offer.isPending) return <PageSkeleton />;
  if (offer.isError) {
    if (isApiError(offer.error, 404)) {
      return (
        <EmptyState title={_('payments.notFound')}>
          <p>
            <BackToMyProperty />
          </p>
        </EmptyState>
      );
    }
    if (isApiError(offer.error, 409)) {
      // The server's refusal, in plain words (such as a home withdrawn from the site).
      return (
        <EmptyState title={_('payments.refusedTitle')}>
          <p>{errorMessage(offer.error)}</p>
          <p className="mt-2">
            <BackToMyProperty />
          </p>
        </EmptyState>
      );
    }
    return <ErrorState error={offer.error} onRetry={() => void offer.refetch()} />;
  }
  if (offer.data.status === 'bought') return <PaymentReceipt offer={offer.data} />;
  if (offer.data.status !== 'accepted') return <NotPayable offer={offer.data} />;

  const { deposit, amount_due, offered_price } = offer.data;
  const holding = offer.data.listing_type === 'rent';
  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      <PaymentSummary
        offer={offer.data}
        amount={amount_due}
        amountLabel={
          holding
            ? _('rental.holdingDepositToPay')
            : deposit
              ? _('payments.depositToPay')
              : _('payments.amountToPay')
        }
      >
        {holding && <ApplicationRows offer={offer.data} />}
        {deposit && !holding && (
          <>
            <SummaryDetail term={_('payments.offeredPrice')}>
              <Price amount={offered_price} />
            </SummaryDetail>
            <SummaryDetail term={_('payments.restWithAgent')}>
              <Price amount={offered_price - amount_due} />
            </SummaryDetail>
          </>
        )}
      </PaymentSummary>
      <div className="card border-base-300 bg-base-100 border shadow-sm">
        <div className="card-body gap-4">
          <h2 className="card-title">{_('payments.payByCard')}</h2>
          <CardPayment offer={offer.data} />
        </div>
      </div>
    </div>
  );
}

/**
 * propertyBought/payment/:id: pay an accepted offer by card ("Please Payment", SPEC.md), or the
 * receipt of a bought one.
 */
export function PaymentPage() {
  const { _ } = useLingui();
  const { id = '' } = useParams();
  const title = pageTitle(usePayableOffer(id));
  useDocumentTitle(title ?? _('payments.title'));

  return (
    <section className="flex max-w-5xl flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-3xl font-bold">
          {title ?? (
            <>
              <span className="skeleton inline-block h-8 w-56 align-middle" aria-hidden="true" />
              <span className="sr-only">{_('payments.loadingOffer')}</span>
            </>
          )}
        </h1>
        <Link to="/dashboard/propertyBought" className="link link-hover text-sm">
          <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
            ←
          </span>{' '}
          {_('payments.myProperty')}
        </Link>
      </div>
      <PaymentContent offerId={id} />
    </section>
  );
}
