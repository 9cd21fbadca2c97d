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
    'Answers a bearer token for the `Authorization` header. Repeated failures are limited per e-mail and address (429 with `Retry-After`).',
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
    'The one-time code a social sign-in left in the web app becomes a bearer token (401 when unknown or used).',
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
