import { use, useId, useState } from 'react';
import type { FormEvent } from 'react';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe } from '@stripe/stripe-js';
import type { Stripe, StripeElementLocale } from '@stripe/stripe-js';
import { currentLocale, i18n, useLingui } from '../../../lib/i18n';
import { PayButtonAndError } from './payment-form-parts';
import type { CardFormProps } from './payment-form-parts';

/*
 * PAYMENTS=stripe. This file is imported only in that mode, so Stripe.js and its React bindings
 * stay out of the bundle a sandbox site or a visitor downloads.
 */

const stripes = new Map<string, Promise<Stripe | null>>();

/** One Stripe.js per publishable key; null when it cannot be loaded (offline, blocked). */
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripes.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey).catch((error: unknown) => {
      // Kept as null: asking again on every render would retry in a loop; a reload retries.
      console.warn('Stripe.js could not be loaded', error);
      return null;
    });
    stripes.set(publishableKey, stripe);
  }
  return stripe;
}

/** The page's locale as Stripe Elements names it (every shipped locale is one of Stripe's). */
function stripeLocale(): StripeElementLocale {
  return currentLocale();
}

const cardStyle = {
  base: { fontSize: '16px', color: '#1f2937', '::placeholder': { color: '#6b7280' } },
  invalid: { color: '#b91c1c' },
};

function ElementsCardForm({ amount, deposit, pay, pending, error, clearError }: CardFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const labelId = useId();
  const [cardError, setCardError] = useState<string>();
  const { _ } = useLingui();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const card = elements?.getElement(CardElement);
    if (pending || !stripe || !card) return;
    clearError();
    void pay(async (clientSecret) => {
      const result = await stripe.confirmCardPayment(clientSecret, {
        payment_method: { card },
      });
      if (result.error) throw new Error(result.error.message ?? i18n._('payments.cardDeclined'));
      if (result.paymentIntent.status !== 'succeeded') {
        throw new Error(i18n._('payments.notCompleted'));
      }
      return result.paymentIntent.id;
    }).catch(() => card.focus());
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-busy={pending} className="flex flex-col gap-2">
      <div className="fieldset w-full py-1">
        <span id={labelId} className="fieldset-legend pb-1 text-sm font-medium">
          {_('payments.cardDetails')}
        </span>
        <div role="group" aria-labelledby={labelId} className="input h-auto w-full py-3">
          <CardElement
            className="w-full"
            options={{ style: cardStyle, disabled: pending }}
            onChange={(event) => {
              setCardError(event.error?.message);
              // The last attempt's error speaks of a card that is no longer in the field.
              if (!pending) clearError();
            }}
          />
        </div>
      </div>
      <div className="mt-2 flex flex-col gap-2">
        <PayButtonAndError
          amount={amount}
          deposit={deposit}
          pending={pending || !stripe}
          error={cardError ?? error}
        />
      </div>
    </form>
  );
}

/** Stripe Elements renders the card field; the publishable key comes from GET /api/config. */
export default function StripeCardForm({
  publishableKey,
  ...form
}: CardFormProps & { publishableKey: string }) {
  const stripe = use(stripeFor(publishableKey));
  const { _ } = useLingui();
  if (!stripe) {
    return (
      <div role="alert" className="alert alert-error">
        {_('payments.stripeNotLoaded')}
      </div>
    );
  }
  return (
    // The card field, its placeholders and Stripe's own messages speak the page's language; the
    // key remounts the field when the language changes.
    <Elements key={currentLocale()} stripe={stripe} options={{ locale: stripeLocale() }}>
      <ElementsCardForm {...form} />
    </Elements>
  );
}
