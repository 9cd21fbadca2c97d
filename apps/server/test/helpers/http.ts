export interface CallResult<T> {
  status: number;
  body: T;
}

/** One JSON call to a running server process, as the web app makes it. */
export async function callServer<T = Record<string, unknown>>(
  server: { url: string },
  method: string,
  path: string,
  options: { token?: string; body?: unknown } = {},
): Promise<CallResult<T>> {
  const res = await fetch(server.url + path, {
    method,
    headers: {
      ...(options.body !== undefined && { 'content-type': 'application/json' }),
      ...(options.token && { authorization: `Bearer ${options.token}` }),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
}
