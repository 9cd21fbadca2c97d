import { queryOptions, useQuery } from '@tanstack/react-query';
import { totalAmountSchema } from '@elite/shared';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/totalAmount/{email}: the sum of the agent's sold prices, in dollars. */
export async function getTotalAmount(email: string, signal?: AbortSignal): Promise<number> {
  const { price } = await apiRequest(`/totalAmount/${encodeURIComponent(email)}`, {
    schema: totalAmountSchema,
    signal,
  });
  return price;
}

export function totalAmountQueryOptions(email: string) {
  return queryOptions({
    queryKey: ['sales', 'total', email],
    queryFn: ({ signal }) => getTotalAmount(email, signal),
  });
}

export function useTotalAmount(email: string) {
  return useQuery(totalAmountQueryOptions(email));
}
