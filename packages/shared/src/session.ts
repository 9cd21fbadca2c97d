/** Where the web app keeps the sign-in token (localStorage). */
export const TOKEN_STORAGE_KEY = 'token';

/**
 * A cookie that says only "this browser holds a sign-in token", never the token: with it the
 * server renders a page's account corner as loading instead of Login and Register, so a signed-in
 * visitor does not see those flash before the page is hydrated, and renders a public listing's page,
 * which is for signed-in visitors (apps/server/src/modules/seo/pages-plugin.ts). It is not a credential: the
 * API never reads it.
 */
export const SIGNED_IN_HINT_COOKIE = 'signed_in';

/** Whether a request's Cookie header carries the signed-in hint. */
export function hasSignedInHint(cookieHeader: string | undefined): boolean {
  if (!cookieHeader) return false;
  return cookieHeader.split(';').some((part) => part.trim() === `${SIGNED_IN_HINT_COOKIE}=1`);
}
