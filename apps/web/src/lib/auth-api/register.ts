import { authResultSchema } from '@elite/shared';
import type { AuthResult, RegisterBody } from '@elite/shared';
import { apiRequest } from '../api-client';
import { currentLocale } from '../i18n';

/**
 * POST /api/auth/register: 201 with a token, 400 for a weak password, 409 for a taken e-mail.
 * The page's locale goes with it: the account's language for e-mails (CONTRACT.md section 11).
 */
export function register(body: RegisterBody): Promise<AuthResult> {
  return apiRequest('/auth/register', {
    method: 'POST',
    body: { ...body, locale: currentLocale() },
    schema: authResultSchema,
    logoutOnAuthError: false,
  });
}
