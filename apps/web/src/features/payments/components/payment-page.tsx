import { lazy, Suspense } from 'react';
import { Link, useParams } from 'react-router';
import type { Offer, PayableOffer } from '@elite/shared';
import { cardPaymentTexts } from '@elite/shared/messages';
import { Price } from '../../../components/ui/price';
import { Skeleton } from '../../../components/ui/skeleton';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { usePublicConfig } from '../../../lib/public-config';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { usePaymentIntent } from '../api/create-payment-intent';
import { usePayableOffer } from '../api/get-payable-offer';
import { usePayOffer } from '../api/pay-offer';
import { PaymentReceipt } from './payment-receipt';
import { PaymentSummary, SummaryDetail } from './payment-summary';
import { SandboxCardForm } from './sandbox-card-form';

// Stripe.js and its React bindings load only on a site that takes real card payments.
const StripeCardForm = lazy(() => import('./stripe-card-form'));

const BACK_TO_MY_PROPERTY = (
  <Link to="/dashboard/propertyBought" className="link link-primary">
    Back to My Property
  </Link>
);

/**
 * The way to talk about the rest with the agent: the listing's Contact agent form, opened
 * (the buyer reads the message before it is sent).
 */
export function MessageAgentLink({ offer }: { offer: Offer }) {
  return (
    <Link
      to={`/property/${encodeURIComponent(offer.offer_property_id)}?contact=1`}
      className="link link-primary font-semibold whitespace-nowrap"
    >
      Message the agent
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
  return (
    <div role="status" aria-live="polite" className="grid gap-6 lg:grid-cols-2">
      <span className="sr-only">Loading the offer…</span>
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
        <p>{BACK_TO_MY_PROPERTY}</p>
      </div>
    );
  }
  if (config.isError) {
    return <ErrorState error={config.error} onRetry={() => void config.refetch()} />;
  }
  if (config.isPending) return <FormSkeleton label="Loading the payment form…" />;

  const form = {
    amount: offer.amount_due,
    deposit: offer.deposit,
    pay: payment.mutateAsync,
    pending: payment.isPending,
    error: payment.error ? errorMessage(payment.error) : undefined,
    clearError: payment.reset,
  };

  return (
    <div className="flex flex-col gap-4">
      {offer.deposit && (
        <p className="border-info/40 bg-info/10 rounded-box border p-3 text-sm">
          {cardPaymentTexts.depositExplained(
            config.data.reservationDepositPercent,
            offer.offered_price,
            offer.amount_due,
          )}{' '}
          <MessageAgentLink offer={offer} />
        </p>
      )}
      {config.data.payments === 'stripe' ? (
        config.data.stripePublishableKey ? (
          <Suspense fallback={<FormSkeleton label="Loading the payment form…" />}>
            <StripeCardForm publishableKey={config.data.stripePublishableKey} {...form} />
          </Suspense>
        ) : (
          <div role="alert" className="alert alert-error">
            Card payments are not set up on this site yet.
          </div>
        )
      ) : (
        <>
          <p className="border-info/40 bg-info/10 rounded-box border p-3 text-sm">
            Test mode: no real money moves. Pay with the test card{' '}
            <span className="font-mono whitespace-nowrap">4242 4242 4242 4242</span>, any future
            expiry and any CVC.
          </p>
          <SandboxCardForm {...form} />
        </>
      )}
    </div>
  );
}

function NotPayable({ offer }: { offer: Offer }) {
  const reason =
    offer.status === 'pending'
      ? 'The agent has not answered this offer yet.'
      : 'The agent rejected this offer.';
  return (
    <EmptyState title="This offer cannot be paid">
      <p>{reason} Only an offer the agent accepted can be paid.</p>
      <p className="mt-2">{BACK_TO_MY_PROPERTY}</p>
    </EmptyState>
  );
}

/** The page's title: a receipt once the offer is paid; none while it loads, to avoid a flash. */
function pageTitle(offer: ReturnType<typeof usePayableOffer>): string | undefined {
  if (offer.isPending) return undefined;
  return offer.data?.status === 'bought' ? cardPaymentTexts.receiptTitle : 'Please Payment';
}

function PaymentContent({ offerId }: { offerId: string }) {
  const offer = usePayableOffer(offerId);

  if (offer.isPending) return <PageSkeleton />;
  if (offer.isError) {
    if (isApiError(offer.error, 404)) {
      return (
        <EmptyState title="This offer was not found">
          <p>{BACK_TO_MY_PROPERTY}</p>
        </EmptyState>
      );
    }
    if (isApiError(offer.error, 409)) {
      // The server's refusal, in plain words (such as a home withdrawn from the site).
      return (
        <EmptyState title={cardPaymentTexts.refusedTitle}>
          <p>{errorMessage(offer.error)}</p>
          <p className="mt-2">{BACK_TO_MY_PROPERTY}</p>
        </EmptyState>
      );
    }
    return <ErrorState error={offer.error} onRetry={() => void offer.refetch()} />;
  }
  if (offer.data.status === 'bought') return <PaymentReceipt offer={offer.data} />;
  if (offer.data.status !== 'accepted') return <NotPayable offer={offer.data} />;

  const { deposit, amount_due, offered_price } = offer.data;
  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      <PaymentSummary
        offer={offer.data}
        amount={amount_due}
        amountLabel={deposit ? 'Reservation deposit to pay now' : 'Amount to pay'}
      >
        {deposit && (
          <>
            <SummaryDetail term="Offered price">
              <Price amount={offered_price} />
            </SummaryDetail>
            <SummaryDetail term={cardPaymentTexts.restWithAgent}>
              <Price amount={offered_price - amount_due} />
            </SummaryDetail>
          </>
        )}
      </PaymentSummary>
      <div className="card border-base-300 bg-base-100 border shadow-sm">
        <div className="card-body gap-4">
          <h2 className="card-title">Pay by card</h2>
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
  const { id = '' } = useParams();
  const title = pageTitle(usePayableOffer(id));
  useDocumentTitle(title ?? 'Please Payment');

  return (
    <section className="flex max-w-5xl flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-3xl font-bold">
          {title ?? (
            <>
              <span className="skeleton inline-block h-8 w-56 align-middle" aria-hidden="true" />
              <span className="sr-only">Loading the offer…</span>
            </>
          )}
        </h1>
        <Link to="/dashboard/propertyBought" className="link link-hover text-sm">
          <span aria-hidden="true">← </span>My Property
        </Link>
      </div>
      <PaymentContent offerId={id} />
    </section>
  );
}
