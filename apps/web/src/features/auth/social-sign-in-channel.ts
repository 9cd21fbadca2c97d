import { authResultSchema, socialSignInErrors } from '@elite/shared';
import { socialSignInMessages } from '@elite/shared/messages';
import type { SocialProvider } from '@elite/shared';
import { z } from 'zod';

/**
 * How the sign-in popup reports to the page that opened it. The popup's trip through the
 * provider may cut `window.opener` (Cross-Origin-Opener-Policy), so the two windows talk over a
 * BroadcastChannel of this origin instead.
 */
const CHANNEL = 'elite-social-sign-in';

/** SPEC.md section 9. */
export const POPUP_WIDTH = 500;
export const POPUP_HEIGHT = 600;

const outcomeSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('signed-in'), result: authResultSchema }),
  z.object({ type: z.literal('failed'), message: z.string() }),
]);
export type SocialSignInOutcome = z.infer<typeof outcomeSchema>;

/** From the popup: tells the opening page how the sign-in ended. */
export function announceOutcome(outcome: SocialSignInOutcome): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage(outcome);
  channel.close();
}

/** On the opening page: calls `handler` for each sign-in a popup reports. Returns an unsubscribe. */
export function listenForOutcome(handler: (outcome: SocialSignInOutcome) => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (event: MessageEvent) => {
    const parsed = outcomeSchema.safeParse(event.data);
    if (parsed.success) handler(parsed.data);
  };
  return () => channel.close();
}

/** Where the server starts a sign-in with this provider. */
export function signInStartUrl(
  provider: SocialProvider,
  options: { popup: true } | { popup: false; returnTo: string },
): string {
  const params = new URLSearchParams(
    options.popup ? { popup: '1' } : options.returnTo !== '/' ? { returnTo: options.returnTo } : {},
  );
  const query = params.toString();
  return `/api/auth/${provider}${query ? `?${query}` : ''}`;
}

/**
 * Opens the 500x600 sign-in popup centred over this window; null when the browser blocked it.
 */
export function openSignInPopup(provider: SocialProvider): Window | null {
  const left = Math.max(0, window.screenX + (window.outerWidth - POPUP_WIDTH) / 2);
  const top = Math.max(0, window.screenY + (window.outerHeight - POPUP_HEIGHT) / 2);
  const features = `popup=yes,width=${POPUP_WIDTH},height=${POPUP_HEIGHT},left=${Math.round(left)},top=${Math.round(top)}`;
  return window.open(signInStartUrl(provider, { popup: true }), 'elite-social-sign-in', features);
}

/**
 * The text to show for `/login?error=`: the server's message when it is one of the known ones,
 * so that a crafted link cannot put words of its own on the page.
 */
export function signInErrorText(error: string | null): string | null {
  if (error === null) return null;
  return socialSignInErrors.includes(error) ? error : socialSignInMessages.providerFailed;
}
