import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import type { PaymentProcessor } from './processor';
import { SandboxProcessor } from './sandbox-processor';
import { StripeProcessor } from './stripe-processor';

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentProcessor;
  }
}

/** The card processor chosen by PAYMENTS: the built-in sandbox or Stripe. */
export default fp(
  async function paymentsPlugin(app: FastifyInstance, opts: { config: Config }) {
    const { stripe } = opts.config;
    const processor: PaymentProcessor =
      opts.config.payments === 'stripe' && stripe.secretKey
        ? new StripeProcessor({
            secretKey: stripe.secretKey,
            webhookSecret: stripe.webhookSecret,
            apiUrl: stripe.apiUrl,
          })
        : new SandboxProcessor(app.db);
    app.decorate('payments', processor);
  },
  { name: 'payments', dependencies: ['db'] },
);
