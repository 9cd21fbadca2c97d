import type { OperationTable } from './operation-types';

/** Health, configuration, identity, social sign-in, accounts and images. */
export const accountOperations: OperationTable = {
  'GET /api/health': [
    'getHealth',
    'Check that the server is up',
    'Answers `{status: "ok"}` while the server and its database answer; for load balancers.',
  ],
  'GET /api/config': [
    'getPublicConfig',
    'Read the public configuration',
    'The site name, payment mode, map tiles, area unit and deposit percent a client needs.',
  ],
  'POST /api/auth/register': [
    'registerAccount',
    'Create an account',
    'Registers a user with name, e-mail and password (JSON, or multipart with a photo) and signs them in: the answer carries a bearer token. At most 20 attempts per address an hour.',
    { conflict: true, extra: [415] },
  ],
  'POST /api/auth/login': [
    'signIn',
    'Sign in with e-mail and password',
    'Answers a bearer token for the `Authorization` header. Repeated failures are limited per e-mail and address (429 with `Retry-After`). Guesses from many addresses slow the account down (429, `Retry-After` of seconds); an optional `code` from `POST /api/auth/login-code`, sent by the browser holding that call’s cookie, lets the attempt through the slow-down (once), not through the per-address limit.',
  ],
  'POST /api/auth/login-code': [
    'sendSignInCode',
    'E-mail a sign-in code',
    'Sets an HttpOnly cookie holding a random nonce and, when an account has the address, e-mails it a code bound to that cookie (15 minutes, single use) that lets a sign-in from this browser past the account-wide slow-down. Answers 202 with the same message whether or not the address has an account; at most 5 an hour per address asked for.',
  ],
  'POST /api/auth/logout': [
    'signOut',
    'Sign out',
    'Ends the session of the bearer token sent; the token stops working at once.',
  ],
  'GET /api/auth/me': [
    'getMyIdentity',
    'Read the signed-in identity',
    'The account behind the bearer token: name, e-mail, photo and role.',
  ],
  'PATCH /api/auth/me': [
    'updateMyProfile',
    'Change my name or photo',
    'Updates the signed-in account’s display name and/or photo URL.',
  ],
  'POST /api/auth/logout-all': [
    'signOutEverywhere',
    'Sign out everywhere',
    'Ends every session of the signed-in account, this one included: every token of the account stops working.',
  ],
  'POST /api/auth/verify-email': [
    'verifyEmail',
    'Prove the e-mail address',
    'The token of the link e-mailed at registration (`/verify-email?token=`, 24 hours, single use) marks the address verified; until then no alert or digest e-mail goes to it. 400 when the link has expired or was used.',
  ],
  'POST /api/auth/verify-email/resend': [
    'resendVerificationEmail',
    'Send the verification link again',
    'E-mails the signed-in account a new verification link; earlier links stop working. 409 when the address is already verified; at most 5 an hour per account.',
    { conflict: true },
  ],
  'POST /api/auth/password-reset': [
    'requestPasswordReset',
    'Forgot password: e-mail a reset link',
    'Answers 202 whether or not the address has an account; an account gets a link `/reset-password?token=` (1 hour, single use). At most 5 an hour per address asked for.',
  ],
  'POST /api/auth/password-reset/confirm': [
    'confirmPasswordReset',
    'Set a new password with a reset link',
    'The link’s token and a new password (SPEC.md’s rules): every token of the account stops working, and the address counts as verified. 400 when the link has expired or was used.',
  ],
  'POST /api/auth/password': [
    'changePassword',
    'Change my password',
    'With the current password (400 when wrong) and a new one: every other token of the account stops working; the one sent goes on.',
  ],
  'POST /api/jwt': [
    'refreshToken',
    'Get a token for the signed-in account',
    'SPEC.md’s client asks for a token after signing in; here it must already be signed in and gets its own token back.',
  ],
  'GET /api/auth/google': [
    'startGoogleSignIn',
    'Start signing in with Google',
    'Redirects the browser to Google, or back to /login when Google sign-in is not configured.',
  ],
  'GET /api/auth/google/callback': [
    'finishGoogleSignIn',
    'Finish signing in with Google',
    'Google sends the browser back here; it is redirected to the web app with a one-time code.',
  ],
  'GET /api/auth/facebook': [
    'startFacebookSignIn',
    'Start signing in with Facebook',
    'Redirects the browser to Facebook, or back to /login when Facebook sign-in is not configured.',
  ],
  'GET /api/auth/facebook/callback': [
    'finishFacebookSignIn',
    'Finish signing in with Facebook',
    'Facebook sends the browser back here; it is redirected to the web app with a one-time code.',
  ],
  'POST /api/auth/exchange': [
    'exchangeSignInCode',
    'Trade a social sign-in code for a token',
    'The one-time code a social sign-in left in the web app becomes a bearer token, only in the browser that started the sign-in (its cookie); 401 when unknown, used or sent from another browser.',
    { extra: [401] },
  ],
  'POST /api/images': [
    'uploadImage',
    'Upload a picture',
    'A multipart form with one file in the field `image` (JPEG, PNG, WebP, GIF or AVIF, at most 10 MB) is stored re-encoded as WebP; the answer gives its URL and sizes. 60 uploads an hour per account.',
    { extra: [415] },
  ],
  'GET /images/{name}': [
    'getImage',
    'Download a stored picture',
    'A picture uploaded to this site, as WebP; cached for a year (its name is its content hash).',
  ],
  'POST /api/users': [
    'saveUser',
    'Save the signed-in user',
    'SPEC.md’s client posts its user after signing in; the stored account is answered unchanged (role and status come from the server).',
  ],
  'GET /api/user/{email}': [
    'getUserByEmailLegacy',
    'Read an account by e-mail (old path)',
    'Kept for SPEC.md’s client. The segment is the account’s e-mail; use `GET /api/userByEmail/{email}`.',
    { replacedBy: 'getUserByEmail' },
  ],
  'GET /api/userByEmail/{email}': [
    'getUserByEmail',
    'Read an account by e-mail',
    'The role and status of the caller’s own account, or of anyone’s for an admin.',
  ],
  'GET /api/allUser': [
    'listUsers',
    'List all accounts',
    'Every account with its role and status, for an admin.',
  ],
  'PATCH /api/user/{id}': [
    'changeUserRole',
    'Change an account’s role',
    'An admin makes an account a user, agent or admin.',
    { conflict: true },
  ],
  'DELETE /api/user/{id}': [
    'deleteUser',
    'Delete an account',
    'An admin deletes an account; its sessions end at once.',
    { conflict: true },
  ],
  'PATCH /api/fraudUser/{email}': [
    'markAgentFraud',
    'Mark an agent as fraud',
    'An admin marks an agent as fraud: their listings leave the site and they can no longer change them.',
    { conflict: true },
  ],
};
