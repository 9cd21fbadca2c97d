import { GOOD_PASSWORD, uniqueEmail } from '../factories';
import { adminOnly, everyone, get, signedIn, statuses, type Row } from './rows';

/** Health, configuration, identity and social sign-in. */
export const accountRows: Record<string, Row> = {
  'GET /api/health': { expected: everyone(200), request: () => get('/api/health') },
  'GET /api/config': { expected: everyone(200), request: () => get('/api/config') },

  // Identity
  'POST /api/auth/register': {
    expected: everyone(201),
    request: () => ({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'New Person', email: uniqueEmail('matrix'), password: GOOD_PASSWORD },
    }),
  },
  'POST /api/auth/login': {
    expected: everyone(200),
    request: (w) => ({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: w.accounts.user.email, password: GOOD_PASSWORD },
    }),
  },
  'POST /api/auth/logout': {
    expected: signedIn(204),
    request: async (w, c) => ({
      method: 'POST',
      url: '/api/auth/logout',
      headers: await w.freshAuth(c),
    }),
  },
  // Every token of the caller would die: a fresh account of its own stands in for each caller.
  'POST /api/auth/logout-all': {
    expected: signedIn(204),
    request: async (w, c) => ({
      method: 'POST',
      url: '/api/auth/logout-all',
      ...(c !== 'anonymous' && { headers: (await w.newAccount()).auth }),
    }),
  },
  // The matrix's accounts are verified: 409 for each, 401 for strangers.
  'POST /api/auth/verify-email/resend': {
    expected: signedIn(409),
    request: () => ({ method: 'POST', url: '/api/auth/verify-email/resend' }),
  },
  'POST /api/auth/verify-email': {
    expected: everyone(400),
    request: () => ({ method: 'POST', url: '/api/auth/verify-email', payload: { token: 'x' } }),
  },
  'POST /api/auth/password-reset': {
    expected: everyone(202),
    request: () => ({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { email: uniqueEmail('nobody') },
    }),
  },
  'POST /api/auth/login-code': {
    expected: everyone(202),
    request: () => ({
      method: 'POST',
      url: '/api/auth/login-code',
      payload: { email: uniqueEmail('nobody') },
    }),
  },
  'POST /api/auth/password-reset/confirm': {
    expected: everyone(400),
    request: () => ({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      payload: { token: 'x', password: GOOD_PASSWORD },
    }),
  },
  // A wrong current password: 400 for each account, nothing changed.
  'POST /api/auth/password': {
    expected: signedIn(400),
    request: () => ({
      method: 'POST',
      url: '/api/auth/password',
      payload: { current_password: 'Not!ThePass9', password: GOOD_PASSWORD },
    }),
  },
  'GET /api/auth/me': { expected: signedIn(200), request: () => get('/api/auth/me') },
  'PATCH /api/auth/me': {
    expected: signedIn(200),
    request: () => ({ method: 'PATCH', url: '/api/auth/me', payload: { name: 'Same Name' } }),
  },
  // One's own data (CONTRACT.md section 16): there is no way to name another account's.
  'GET /api/auth/me/export': { expected: signedIn(200), request: () => get('/api/auth/me/export') },
  'GET /api/auth/me/deletion': {
    expected: signedIn(200),
    request: () => get('/api/auth/me/deletion'),
  },
  // Deleting one's account: a fresh account of the caller's role stands in for each caller; an
  // admin cannot delete themself.
  'DELETE /api/auth/me': {
    expected: statuses(401, 200, 200, 200, 409),
    request: async (w, c) => ({
      method: 'DELETE',
      url: '/api/auth/me',
      payload: { password: GOOD_PASSWORD },
      ...(c !== 'anonymous' &&
        c !== 'admin' && { headers: (await w.newAccount(c === 'user' ? 'user' : 'agent')).auth }),
    }),
  },
  // Social sign-in (no provider configured here: each start or callback goes back to /login).
  'GET /api/auth/google': { expected: everyone(302), request: () => get('/api/auth/google') },
  'GET /api/auth/google/callback': {
    expected: everyone(302),
    request: () => get('/api/auth/google/callback?code=x&state=y'),
  },
  'GET /api/auth/facebook': { expected: everyone(302), request: () => get('/api/auth/facebook') },
  'GET /api/auth/facebook/callback': {
    expected: everyone(302),
    request: () => get('/api/auth/facebook/callback?code=x&state=y'),
  },
  'POST /api/auth/exchange': {
    expected: everyone(401),
    request: () => ({ method: 'POST', url: '/api/auth/exchange', payload: { code: 'not-issued' } }),
  },
  'POST /api/jwt': {
    expected: signedIn(200),
    request: async (w, c) => ({ method: 'POST', url: '/api/jwt', headers: await w.freshAuth(c) }),
  },
  'POST /api/users': {
    expected: signedIn(200),
    request: () => ({ method: 'POST', url: '/api/users', payload: { role: 'admin' } }),
  },
  // The old read by e-mail, deprecated; the document lists it under `/api/user/{id}`.
  'GET /api/user/{id}': {
    expected: statuses(401, 200, 403, 403, 200),
    request: (w) => get(`/api/user/${w.accounts.user.email}`),
  },
  'GET /api/userByEmail/{email}': {
    expected: statuses(401, 200, 403, 403, 200),
    request: (w) => get(`/api/userByEmail/${w.accounts.user.email}`),
  },
  'GET /api/allUser': { expected: adminOnly(200), request: () => get('/api/allUser') },
  'PATCH /api/user/{id}': {
    expected: adminOnly(200),
    request: async (w) => ({
      method: 'PATCH',
      url: `/api/user/${(await w.newAccount()).id}`,
      payload: { role: 'agent' },
    }),
  },
  'DELETE /api/user/{id}': {
    expected: adminOnly(200),
    request: async (w) => ({ method: 'DELETE', url: `/api/user/${(await w.newAccount()).id}` }),
  },
  'PATCH /api/fraudUser/{email}': {
    expected: adminOnly(200),
    request: async (w) => ({
      method: 'PATCH',
      url: `/api/fraudUser/${(await w.newAccount('agent')).email}`,
      payload: { status: 'fraud' },
    }),
  },
};
