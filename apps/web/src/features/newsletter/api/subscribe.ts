import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/newsletter: 201 `{message}`; subscribing twice is harmless. The footer is on every
 * page, so the response is not checked here (see `apiRequest`).
 */
export function subscribeToNewsletter(email: string): Promise<{ message: string }> {
  return apiRequest('/newsletter', { method: 'POST', body: { email } });
}

export function useSubscribeToNewsletter() {
  return useMutation({ mutationFn: subscribeToNewsletter });
}
