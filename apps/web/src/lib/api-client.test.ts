import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@elite/shared/messages';
import { TOKEN_STORAGE_KEY } from '@elite/shared/session';
import { ApiError, apiRequest, onAuthError, UNREACHABLE } from './api-client';

/** The API responding to every call with `status` and `body`, as the browser's fetch would. */
function serverResponds(status: number, body?: unknown) {
  const fetch = vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) =>
      new Response(body === undefined ? null : JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('the API client', () => {
  const sessionEnded = vi.fn();
  let unregister: () => void;

  beforeEach(() => {
    sessionEnded.mockReset();
    unregister = onAuthError(sessionEnded);
  });
  afterEach(() => unregister());

  it('sends the stored token and returns the JSON body', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'token-1');
    const fetch = serverResponds(200, { siteName: 'Elite Property' });

    await expect(apiRequest('/config')).resolves.toEqual({ siteName: 'Elite Property' });

    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/config');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer token-1');
  });

  it.each([401, 403])(
    'logs the user out when the server refuses the stored token with %i (SPEC.md section 6)',
    async (status) => {
      localStorage.setItem(TOKEN_STORAGE_KEY, 'token-1');
      serverResponds(status, { message: 'Your session has ended' });

      const failure = apiRequest('/wishlist/a@example.com');

      await expect(failure).rejects.toEqual(new ApiError(status, 'Your session has ended'));
      await expect(failure).rejects.toMatchObject({ status });
      expect(sessionEnded).toHaveBeenCalledTimes(1);
    },
  );

  it('does not log out a visitor without a token whose call is refused', async () => {
    serverResponds(401, { message: 'Sign in first' });

    await expect(apiRequest('/wishlist/a@example.com')).rejects.toMatchObject({ status: 401 });
    expect(sessionEnded).not.toHaveBeenCalled();
  });

  it('does not log out when the refusal is an ordinary response (a wrong password)', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'token-1');
    serverResponds(401, { message: 'Wrong e-mail or password' });

    await expect(
      apiRequest('/auth/login', { method: 'POST', body: {}, logoutOnAuthError: false }),
    ).rejects.toEqual(new ApiError(401, 'Wrong e-mail or password'));
    expect(sessionEnded).not.toHaveBeenCalled();
  });

  it.each([400, 404, 409, 500])('does not log out on a %i', async (status) => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'token-1');
    serverResponds(status, { message: 'No' });

    await expect(apiRequest('/property/1')).rejects.toEqual(new ApiError(status, 'No'));
    expect(sessionEnded).not.toHaveBeenCalled();
  });

  it('names the status when a refusal has no {message}', async () => {
    serverResponds(405);

    await expect(apiRequest('/config')).rejects.toMatchObject({
      status: 405,
      message: expect.stringContaining('405'),
    });
  });

  it('says the server failed, not a raw status text, when a 5xx answer has no {message}', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response('<html>Internal Server Error</html>', {
            status: 500,
            statusText: 'Internal Server Error',
            headers: { 'Content-Type': 'text/html' },
          }),
      ),
    );

    await expect(apiRequest('/property')).rejects.toEqual(
      new ApiError(500, messages.internalError),
    );
  });

  it('reports an unreachable server as status 0 with a message for the user', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'token-1');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );

    await expect(apiRequest('/config')).rejects.toEqual(new ApiError(0, UNREACHABLE));
    expect(sessionEnded).not.toHaveBeenCalled();
  });

  it('no longer calls a handler that was unregistered', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'token-1');
    serverResponds(401, { message: 'Your session has ended' });
    unregister();

    await expect(apiRequest('/wishlist/a@example.com')).rejects.toMatchObject({ status: 401 });
    expect(sessionEnded).not.toHaveBeenCalled();
  });
});
