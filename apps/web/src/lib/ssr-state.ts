import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';

/**
 * What a page rendered on the server hands the browser with its HTML (entry-server.tsx): the
 * API responses the page was rendered from and the router's state, so that the first render in
 * the browser renders the same page (hydration) without asking the API again.
 *
 * It travels as a JSON <script> that never runs (the Content-Security-Policy allows no inline
 * script); `<` is escaped so that no response's text can close the element.
 */
export interface SsrState {
  queries: DehydratedState;
  router: HydrationState;
  /** Rendered for a browser holding a sign-in token (the hint cookie): see lib/auth.tsx. */
  signedIn: boolean;
}

export const SSR_STATE_ID = 'ssr-state';

export function serializeSsrState(state: SsrState): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${SSR_STATE_ID}">${json}</script>`;
}

/** The state the server rendered this page with, or undefined for a page rendered in the browser. */
export function readSsrState(): SsrState | undefined {
  const element = typeof document === 'undefined' ? null : document.getElementById(SSR_STATE_ID);
  if (!element?.textContent) return undefined;
  try {
    return JSON.parse(element.textContent) as SsrState;
  } catch {
    return undefined;
  }
}
