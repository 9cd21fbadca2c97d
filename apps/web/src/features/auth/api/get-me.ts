import { identitySchema } from '@elite/shared';
import type { Identity } from '@elite/shared';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/auth/me: who the stored token belongs to; 401 when it no longer works. */
export function getMe(signal?: AbortSignal): Promise<Identity> {
  return apiRequest('/auth/me', { schema: identitySchema, signal, logoutOnAuthError: false });
}
