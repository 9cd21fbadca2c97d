import Stripe from 'stripe';
import { siteCurrency } from '@elite/shared/money';
import type { PaymentProcessor, ProcessorIntent } from './processor';

export interface StripeOptions {
  secretKey: string;
  webhookSecret?: string;
  /** Another API origin (a stand-in for tests or a proxy); Stripe's own by default. */
  apiUrl?: string;
}

export function stripeClient(options: StripeOptions): Stripe {
  const api = options.apiUrl ? new URL(options.apiUrl) : undefined;
  return new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(api && {
      host: api.hostname,
      port: Number(api.port || (api.protocol === 'https:' ? 443 : 80)),
      protocol: api.protocol.replace(':', '') as 'http' | 'https',
    }),
  });
}

const knownStatuses = new Set(['succeeded', 'processing', 'requires_payment_method', 'canceled']);

export function toProcessorIntent(intent: Stripe.PaymentIntent): ProcessorIntent {
  return {
    id: intent.id,
    status: knownStatuses.has(intent.status)
      ? (intent.status as ProcessorIntent['status'])
      : 'other',
    amountCents: intent.amount_received || intent.amount,
    offerId: intent.metadata?.offerId ?? null,
  };
}

/** PAYMENTS=stripe: the official SDK; the browser confirms with Stripe Elements. */
export class StripeProcessor implements PaymentProcessor {
  readonly kind = 'stripe' as const;
  readonly client: Stripe;

  constructor(readonly options: StripeOptions) {
    this.client = stripeClient(options);
  }

  async createIntent(input: { offerId: string; amountCents: number; idempotencyKey: string }) {
    const intent = await this.client.paymentIntents.create(
      {
        amount: input.amountCents,
        currency: siteCurrency().toLowerCase(),
        allowed_payment_method_types: ['card'],
        metadata: { offerId: input.offerId },
      },
      { idempotencyKey: input.idempotencyKey },
    );
    if (!intent.client_secret) throw new Error('Stripe returned no client secret');
    return { id: intent.id, clientSecret: intent.client_secret };
  }

  async retrieveIntent(id: string): Promise<ProcessorIntent | undefined> {
    if (!/^pi_[A-Za-z0-9_]+$/.test(id)) return undefined;
    try {
      return toProcessorIntent(await this.client.paymentIntents.retrieve(id));
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) {
        return undefined;
      }
      throw error;
    }
  }

  async refund(intentId: string): Promise<void> {
    // One refund per intent: a second ask (the browser and the webhook) is the same request.
    await this.client.refunds.create(
      { payment_intent: intentId },
      { idempotencyKey: `refund-${intentId}` },
    );
  }

  /** Verifies the Stripe-Signature over the raw body; throws on a bad or old signature. */
  constructEvent(rawBody: Buffer, signature: string): Stripe.Event {
    if (!this.options.webhookSecret) throw new Error('STRIPE_WEBHOOK_SECRET is not set');
    return this.client.webhooks.constructEvent(rawBody, signature, this.options.webhookSecret);
  }
}
