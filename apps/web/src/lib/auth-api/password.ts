import { apiRequest } from '../api-client';

/**
 * POST /api/auth/password-reset: e-mails a link /reset-password?token=… (1 hour, single use) when
 * the address has an account; the answer (202) is the same either way.
 */
export async function requestPasswordReset(email: string): Promise<void> {
  await apiRequest('/auth/password-reset', {
    method: 'POST',
    body: { email },
    logoutOnAuthError: false,
  });
}

/** POST /api/auth/password-reset/confirm: the link's token and the new password; every token dies. */
export async function confirmPasswordReset(token: string, password: string): Promise<void> {
  await apiRequest('/auth/password-reset/confirm', {
    method: 'POST',
    body: { token, password },
    logoutOnAuthError: false,
  });
}

/**
 * POST /api/auth/password (signed in): every other token of the account dies, this one stays. A
 * wrong current password is an ordinary refusal, not a reason to sign out.
 */
export async function changePassword(body: {
  current_password: string;
  password: string;
}): Promise<void> {
  await apiRequest('/auth/password', { method: 'POST', body, logoutOnAuthError: false });
}

/** POST /api/auth/logout-all (signed in): every token of the account dies, this one too. */
export async function logoutEverywhere(): Promise<void> {
  await apiRequest('/auth/logout-all', { method: 'POST', logoutOnAuthError: false });
}
