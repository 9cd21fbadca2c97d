import { loginCodeResultSchema } from '@elite/shared';
import { apiRequest } from '../api-client';

/**
 * POST /api/auth/login-code: e-mails the account a sign-in code bound to this browser (an
 * HttpOnly cookie), which lets a slowed-down sign-in through. The answer, a message to show, is
 * the same whether or not the address has an account.
 */
export async function requestSignInCode(email: string): Promise<string> {
  const result = await apiRequest('/auth/login-code', {
    method: 'POST',
    body: { email },
    schema: loginCodeResultSchema,
    logoutOnAuthError: false,
  });
  return result.message;
}
