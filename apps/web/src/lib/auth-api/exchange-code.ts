import { authResultSchema } from '@elite/shared';
import type { AuthResult } from '@elite/shared';
import { apiRequest } from '../api-client';

/** POST /api/auth/exchange: the one-time code that ended a Google or Facebook sign-in, for a token. */
export function exchangeCode(code: string): Promise<AuthResult> {
  return apiRequest('/auth/exchange', {
    method: 'POST',
    body: { code },
    schema: authResultSchema,
    logoutOnAuthError: false,
  });
}
