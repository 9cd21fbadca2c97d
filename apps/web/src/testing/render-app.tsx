import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import type { Identity } from '@elite/shared';
import { TOKEN_STORAGE_KEY } from '@elite/shared/session';
import { fakeApi, type FakeRoute } from './fake-api';
import { TEST_CONFIG } from './fixtures';

/**
 * Renders `routes` at `path` inside the app's providers, signed in as `identity`, against a fake
 * API (`GET /api/config` and `/api/auth/me` are answered unless `api` says otherwise). Pages that
 * read the sign-in as their modules load pass a function that imports them: it runs on a fresh
 * set of modules, once the token and the fake API are in place.
 */
export async function renderSignedIn(
  identity: Identity,
  routes: RouteObject[] | (() => Promise<RouteObject[]>),
  path: string,
  api: Record<string, FakeRoute | (() => FakeRoute)>,
) {
  localStorage.setItem(TOKEN_STORAGE_KEY, 'token-1');
  const server = fakeApi({
    'GET /api/config': { status: 200, body: TEST_CONFIG },
    'GET /api/auth/me': { status: 200, body: identity },
    ...api,
  });
  let table: RouteObject[];
  if (typeof routes === 'function') {
    vi.resetModules();
    table = await routes();
  } else {
    table = routes;
  }
  const { AppShell } = await import('../app/app-shell');
  const { createQueryClient } = await import('../lib/query-client');
  const router = createMemoryRouter(table, { initialEntries: [path] });
  render(
    <AppShell client={createQueryClient()} hydrated>
      <RouterProvider router={router} />
    </AppShell>,
  );
  return { ...server, router };
}

/** The JSON bodies the app sent to one "METHOD /api/path". */
export function sentBodies(route: string): unknown[] {
  const fetch = vi.mocked(globalThis.fetch);
  return fetch.mock.calls
    .filter(([input, init]) => {
      const url = new URL(String(input), 'http://localhost');
      return `${init?.method ?? 'GET'} ${url.pathname}${url.search}` === route;
    })
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);
}
