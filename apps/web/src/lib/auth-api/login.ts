import { authResultSchema } from '@elite/shared';
import type { AuthResult, LoginBody } from '@elite/shared';
import { apiRequest } from '../api-client';

/** POST /api/auth/login. A wrong password is a 401 that must not log anyone out. */
export function login(body: LoginBody): Promise<AuthResult> {
  return apiRequest('/auth/login', {
    method: 'POST',
    body,
    schema: authResultSchema,
    logoutOnAuthError: false,
  });
}
