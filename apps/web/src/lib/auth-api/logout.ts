import { apiRequest } from '../api-client';

/** POST /api/auth/logout: the server stops accepting the token at once. */
export async function logout(): Promise<void> {
  await apiRequest('/auth/logout', { method: 'POST', logoutOnAuthError: false });
}
