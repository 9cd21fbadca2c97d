/** What the sale needs to know from whoever moved the money. */
export interface ProcessorIntent {
  id: string;
  status: 'succeeded' | 'processing' | 'requires_payment_method' | 'canceled' | 'other';
  amountCents: number;
  offerId: string | null;
}

/**
 * A card processor: the built-in sandbox (Stripe's test mode, offline) or Stripe itself.
 * The server asks it, never the browser, whether a payment succeeded.
 */
export interface PaymentProcessor {
  readonly kind: 'sandbox' | 'stripe';
  createIntent(input: {
    offerId: string;
    amountCents: number;
    idempotencyKey: string;
  }): Promise<{ id: string; clientSecret: string }>;
  /** undefined for an id the processor does not know. */
  retrieveIntent(id: string): Promise<ProcessorIntent | undefined>;
  /**
   * Gives a succeeded payment back in full (docs/decisions/045): once per intent, however
   * often it is asked.
   */
  refund(intentId: string): Promise<void>;
}
