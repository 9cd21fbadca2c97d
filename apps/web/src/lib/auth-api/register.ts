import { authResultSchema } from '@elite/shared';
import type { AuthResult, RegisterBody } from '@elite/shared';
import { apiRequest } from '../api-client';

/** POST /api/auth/register: 201 with a token, 400 for a weak password, 409 for a taken e-mail. */
export function register(body: RegisterBody): Promise<AuthResult> {
  return apiRequest('/auth/register', {
    method: 'POST',
    body,
    schema: authResultSchema,
    logoutOnAuthError: false,
  });
}
