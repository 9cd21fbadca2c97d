import { vi } from 'vitest';

/** One response of the fake API: a status and a JSON body (none for 204). */
export interface FakeResponse {
  status: number;
  body?: unknown;
  /** Response headers beyond Content-Type (e.g. X-Total-Count). */
  headers?: Record<string, string>;
}

/** What the fake API does for a call: respond, fail to connect, or wait for the test. */
export type FakeRoute = FakeResponse | 'unreachable' | Promise<FakeResponse>;

/** A call the app made: method, path (with query) and the Authorization header. */
export interface FakeCall {
  method: string;
  path: string;
  authorization: string | null;
}

/**
 * The product server as the browser's fetch reaches it: `routes` maps "METHOD /api/path" to what
 * it responds with (a path without a route responds 404). Stubs the global fetch and records the calls.
 */
export function fakeApi(routes: Record<string, FakeRoute | (() => FakeRoute)>) {
  const calls: FakeCall[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const path = `${url.pathname}${url.search}`;
    calls.push({ method, path, authorization: new Headers(init?.headers).get('Authorization') });
    const route = routes[`${method} ${path}`];
    const result = await (typeof route === 'function' ? route() : route);
    if (result === 'unreachable') throw new TypeError('Failed to fetch');
    const { status, body, headers } = result ?? { status: 404, body: { message: 'Not found' } };
    return new Response(status === 204 || body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json', ...headers },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return {
    calls,
    /** The calls made to one "METHOD /api/path". */
    callsTo: (route: string) => calls.filter((call) => `${call.method} ${call.path}` === route),
  };
}

/** A promise the test settles itself: a response that arrives when the test says so. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}
