import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

const subscribedSchema = z.object({ message: z.string() });

/** POST /api/newsletter: 201 `{message}`; subscribing twice is harmless. */
export function subscribeToNewsletter(email: string): Promise<{ message: string }> {
  return apiRequest('/newsletter', { method: 'POST', body: { email }, schema: subscribedSchema });
}

export function useSubscribeToNewsletter() {
  return useMutation({ mutationFn: subscribeToNewsletter });
}
