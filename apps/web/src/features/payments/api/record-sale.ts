import { insertedSchema } from '@elite/shared';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/soldProperty: the server asks the processor whether this payment succeeded for the
 * offer's amount, and only then records the sale. Repeating it returns the same sale.
 */
export function recordSale(body: { offerId: string; transactionId: string }) {
  return apiRequest('/soldProperty', { method: 'POST', body, schema: insertedSchema });
}
