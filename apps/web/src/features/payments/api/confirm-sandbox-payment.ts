import { sandboxConfirmResultSchema } from '@elite/shared';
import type { SandboxConfirmBody } from '@elite/shared';
import { z } from 'zod';
import {
  API_BASE,
  ApiError,
  unexpectedAnswerMessage,
  unreachableMessage,
  parseJson,
  readToken,
  errorFromResponse,
} from '../../../lib/api-client';
import { currentLocale, i18n } from '../../../lib/i18n';

/** A decline is a 402 in Stripe's shape, `{error: {message}}`, not the API's `{message}`. */
const declineSchema = z.object({ error: z.object({ message: z.string() }) });

/**
 * POST /api/payments/sandbox/confirm: charges the card in the built-in sandbox (Stripe's test
 * cards). Resolves with the succeeded payment intent; a decline throws `ApiError` (402) with
 * the processor's message, such as "Your card was declined.".
 */
export async function confirmSandboxPayment(body: SandboxConfirmBody) {
  const token = readToken();
  // The processor's decline in the page's language (CONTRACT.md section 11).
  const headers = new Headers({
    Accept: 'application/json',
    'Accept-Language': currentLocale(),
    'Content-Type': 'application/json',
  });
  if (token) headers.set('Authorization', `Bearer ${token}`);

  let response: Response;
  try {
    response = await fetch(`${API_BASE}/payments/sandbox/confirm`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, unreachableMessage());
  }
  const data = parseJson(await response.text());

  if (response.status === 402) {
    const decline = declineSchema.safeParse(data);
    throw new ApiError(
      402,
      decline.success ? decline.data.error.message : i18n._('payments.cardDeclined'),
    );
  }
  if (!response.ok) {
    throw errorFromResponse(response.status, response.statusText, data, {
      sentToken: token !== null,
    });
  }
  const result = sandboxConfirmResultSchema.safeParse(data);
  if (!result.success) throw new ApiError(response.status, unexpectedAnswerMessage());
  return result.data.paymentIntent;
}
