/*
 * When the toasts' library is wanted (app/app-shell.tsx mounts their container then): toasts
 * follow what a visitor does, so the first click, key or submit asks for it, and so does the
 * first page whose code loads on first use (app/lazy-page.ts; such a page may toast as it opens,
 * such as the sign-in page after a session ended). Until then the home page downloads none of it.
 */
let wanted = false;
const listeners = new Set<() => void>();

/** Asks for the toasts' container (once; later calls do nothing). */
export function wantToasts(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
  listeners.clear();
}

/** Calls `listener` when the toasts are wanted (at once if they are); returns the way to stop. */
export function onToastsWanted(listener: () => void): () => void {
  if (wanted) {
    listener();
    return () => undefined;
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** What a visitor does that may end in a toast. */
export const TOAST_TRIGGERS = ['pointerdown', 'keydown', 'click', 'submit'] as const;
