import { createServer, type IncomingMessage, type Server } from 'node:http';
import Stripe from 'stripe';
import { afterAll, beforeAll } from 'vitest';
import { freePort } from './spawn-server';

/** A stand-in for Stripe's API on loopback: it records what our server sends. */
export interface SeenRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  form: URLSearchParams;
}

export const WEBHOOK_SECRET = 'whsec_test_secret';
export const port = await freePort();
export const seen: SeenRequest[] = [];
export const intents = new Map<string, Record<string, unknown>>();
let server: Server;

/** Starts the stand-in for the test file, and stops it after. */
export function useFakeStripe() {
  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        const path = (req.url ?? '').split('?')[0] ?? '';
        const form = new URLSearchParams(body);
        seen.push({ method: req.method ?? '', path, headers: req.headers, form });
        res.setHeader('content-type', 'application/json');
        if (req.method === 'POST' && path === '/v1/payment_intents') {
          const id = `pi_stub_${intents.size + 1}`;
          const intent = {
            id,
            object: 'payment_intent',
            amount: Number(form.get('amount')),
            amount_received: 0,
            currency: form.get('currency'),
            status: 'requires_payment_method',
            client_secret: `${id}_secret_abc`,
            metadata: { offerId: form.get('metadata[offerId]') },
          };
          intents.set(id, intent);
          res.end(JSON.stringify(intent));
          return;
        }
        if (req.method === 'POST' && path === '/v1/refunds') {
          const paymentIntent = form.get('payment_intent');
          if (!paymentIntent || !intents.has(paymentIntent)) {
            res.statusCode = 404;
            res.end(
              JSON.stringify({ error: { type: 'invalid_request_error', message: 'No such' } }),
            );
            return;
          }
          res.end(
            JSON.stringify({
              id: `re_${paymentIntent}`,
              object: 'refund',
              payment_intent: paymentIntent,
              status: 'succeeded',
            }),
          );
          return;
        }
        const match = /^\/v1\/payment_intents\/([\w]+)$/.exec(path);
        const intent = match ? intents.get(match[1]!) : undefined;
        if (req.method === 'GET' && intent) {
          res.end(JSON.stringify(intent));
          return;
        }
        res.statusCode = 404;
        res.end(
          JSON.stringify({
            error: { type: 'invalid_request_error', message: 'No such payment_intent' },
          }),
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
}

/** Stripe paid the intent (what its dashboard would show). */
export function markSucceeded(id: string) {
  const intent = intents.get(id)!;
  intent.status = 'succeeded';
  intent.amount_received = intent.amount;
  return intent;
}

/** Stripe's `payment_intent.succeeded` event for this intent, as the webhook receives it. */
export function succeededEvent(eventId: string, intent: object) {
  return JSON.stringify({
    id: eventId,
    object: 'event',
    type: 'payment_intent.succeeded',
    data: { object: intent },
  });
}

export function signedEvent(payload: string, timestamp = Math.floor(Date.now() / 1000)) {
  const header = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: WEBHOOK_SECRET,
    timestamp,
  });
  return { 'content-type': 'application/json', 'stripe-signature': header };
}
