/** What a guard passes to /login: the location the visitor was sent away from. */
export interface ReturnState {
  from?: { pathname: string; search?: string; hash?: string } | string;
}

/** Where to go after signing in: the page the guard sent the visitor from, or home. */
export function returnPathFrom(state: unknown): string {
  const from = (state as ReturnState | null | undefined)?.from;
  const path =
    typeof from === 'string'
      ? from
      : from && typeof from.pathname === 'string'
        ? `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`
        : '/';
  // Only paths inside this site; "//host" would leave it.
  if (!path.startsWith('/') || path.startsWith('//')) return '/';
  const lower = path.toLowerCase();
  if (lower.startsWith('/login') || lower.startsWith('/register')) return '/';
  return path;
}
