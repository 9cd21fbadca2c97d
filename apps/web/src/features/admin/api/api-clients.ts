import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClientCreatedSchema, apiClientSchema } from '@elite/shared';
import { apiRequest } from '../../../lib/api-client';

const apiClientsKey = ['api-clients'];

/** GET /api/api-clients (admin): every client, newest first, never a secret. */
export function useApiClients() {
  return useQuery({
    queryKey: apiClientsKey,
    queryFn: ({ signal }) =>
      apiRequest('/api-clients', { schema: z.array(apiClientSchema), signal }),
  });
}

/** POST /api/api-clients (admin): the answer holds the secret, shown this once. */
export function useCreateApiClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) =>
      apiRequest('/api-clients', {
        method: 'POST',
        body: { name },
        schema: apiClientCreatedSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiClientsKey }),
  });
}

/** DELETE /api/api-clients/{id} (admin): its tokens stop at once. */
export function useRevokeApiClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/api-clients/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiClientsKey }),
  });
}
