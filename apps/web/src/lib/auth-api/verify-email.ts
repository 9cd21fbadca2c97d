import { verifiedResultSchema } from '@elite/shared';
import type { Identity } from '@elite/shared';
import { apiRequest } from '../api-client';

/**
 * POST /api/auth/verify-email: trades the token of the e-mailed link /verify-email?token=… (24
 * hours, single use) for the proof of the address; answers the account's identity.
 */
export async function verifyEmail(token: string): Promise<Identity> {
  const { user } = await apiRequest('/auth/verify-email', {
    method: 'POST',
    body: { token },
    schema: verifiedResultSchema,
    logoutOnAuthError: false,
  });
  return user;
}

/** POST /api/auth/verify-email/resend (signed in): e-mails the signed-in user a new link. */
export async function resendVerification(): Promise<void> {
  await apiRequest('/auth/verify-email/resend', { method: 'POST' });
}
