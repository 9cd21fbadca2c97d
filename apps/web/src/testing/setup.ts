/*
 * Set-up for the web app's unit tests (the `web` project of vitest.config.ts): Testing Library's
 * DOM matchers, a clean document, storage and cookies after each test, and no silent
 * console.error.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// findBy and waitFor wait up to 3 s (1 s by default): a busy machine renders slower.
configure({ asyncUtilTimeout: 3000 });

let logged: unknown[][] = [];

/*
 * What jsdom lacks of a browser and the app uses: media queries (a preference for less motion),
 * which match nothing here, as on a screen with no preference.
 */
if (typeof window.matchMedia !== 'function') {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string): MediaQueryList =>
      Object.assign(new EventTarget(), {
        matches: false,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
      }),
  });
}

/*
 * jsdom's <dialog> has no showModal() or close(): they open and close it as a browser does
 * (without the top layer and focus trap, which only a browser shows).
 */
if (typeof HTMLDialogElement !== 'undefined' && !('showModal' in HTMLDialogElement.prototype)) {
  Object.assign(HTMLDialogElement.prototype, {
    showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    },
    close(this: HTMLDialogElement) {
      if (!this.hasAttribute('open')) return;
      this.removeAttribute('open');
      this.dispatchEvent(new Event('close'));
    },
  });
}

/*
 * An unexpected console.error (a React warning, a hydration mismatch, a failure the app only
 * logs) fails the test that caused it. A test that expects one replaces the spy's
 * implementation (`vi.mocked(console.error).mockImplementation(() => {})`) and asserts on it.
 */
beforeEach(() => {
  logged = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    logged.push(args);
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
  document.body.innerHTML = '';
  if (logged.length > 0) {
    const lines = logged.map((args) => args.map(String).join(' '));
    throw new Error(`Unexpected console.error:\n${lines.join('\n')}`);
  }
});
