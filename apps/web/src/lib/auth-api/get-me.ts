import type { Identity } from '@elite/shared';
import { apiRequest } from '../api-client';

/**
 * GET /api/auth/me: who the stored token belongs to; 401 when it no longer works. Runs on
 * every first load with a stored token, so the response is not checked here (see `apiRequest`).
 */
export function getMe(signal?: AbortSignal): Promise<Identity> {
  return apiRequest('/auth/me', { signal, logoutOnAuthError: false });
}
