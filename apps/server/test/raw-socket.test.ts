import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limitMessages } from '@elite/shared';
import { createTestApp, databaseKinds, generousRateLimits } from './helpers/test-app';

interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Sends `request` as it is over a new TCP connection and reads the answer until it closes. */
function rawRequest(port: number, request: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') });
    });
    socket.write(request);
  });
}

function absolute(method: string, path: string, body?: string) {
  return (
    `${method} http://elsewhere.example${path} HTTP/1.1\r\n` +
    'Host: elsewhere.example\r\nConnection: close\r\n' +
    (body === undefined
      ? '\r\n'
      : `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`)
  );
}

async function listen(app: FastifyInstance): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (typeof address !== 'object' || !address) throw new Error('not listening');
  return address.port;
}

for (const kind of databaseKinds) {
  describe(`absolute-form request targets [${kind}]`, () => {
    let context: Awaited<ReturnType<typeof createTestApp>>;
    let port = 0;
    beforeAll(async () => {
      context = await createTestApp(
        kind,
        {},
        {
          rateLimits: {
            ...generousRateLimits,
            anonymousWritesPerAddress: { max: 2, windowMs: 60_000 },
          },
        },
      );
      port = await listen(context.app);
    });
    afterAll(() => context.close());

    it('an unknown API path in absolute form is the JSON 404 with the API headers', async () => {
      const res = await rawRequest(port, absolute('GET', '/api/no-such-thing'));
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(JSON.parse(res.body)).toHaveProperty('message');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    });

    it('an API answer in absolute form carries the API headers', async () => {
      const res = await rawRequest(port, absolute('GET', '/api/property?limit=1'));
      expect(res.status).toBe(200);
      expect(res.headers['content-security-policy']).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
    });

    it('a write in absolute form reaches its route; changing nothing public, it keeps the cached list', async () => {
      const list = () =>
        rawRequest(port, 'GET /api/property HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
      await list();
      expect((await list()).headers['x-cache']).toBe('hit');
      const written = await rawRequest(
        port,
        absolute('POST', '/api/newsletter', JSON.stringify({ email: 'raw-socket@example.com' })),
      );
      expect(written.status).toBeLessThan(400);
      expect(JSON.parse(written.body)).toHaveProperty('message');
      // A newsletter sign-up is no public change (docs/decisions/050).
      expect((await list()).headers['x-cache']).toBe('hit');
    });

    it('writes in absolute form count against the write limit', async () => {
      const statuses: number[] = [];
      let last: RawResponse | undefined;
      for (let i = 0; i < 3; i++) {
        last = await rawRequest(
          port,
          absolute('POST', '/api/newsletter', JSON.stringify({ email: `raw-${i}@example.com` })),
        );
        statuses.push(last.status);
      }
      expect(statuses.at(-1)).toBe(429);
      expect(JSON.parse(last!.body)).toEqual({ message: limitMessages.tooManyWrites });
    });
  });
}

/** A connection to the server from `localAddress`, once it is established. */
function connect(port: number, localAddress = '127.0.0.1'): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host: '127.0.0.1', localAddress });
    socket.once('connect', () => resolve(socket));
    socket.once('error', reject);
  });
}

/** What the server sent on `socket` before it closed the connection. */
function untilClosed(socket: net.Socket): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', () => undefined);
    socket.once('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}

const health = 'GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n';

describe('connections per address', () => {
  let context: Awaited<ReturnType<typeof createTestApp>>;
  let port = 0;
  const sockets: net.Socket[] = [];
  beforeAll(async () => {
    context = await createTestApp('embedded', { MAX_CONNECTIONS_PER_ADDRESS: '3' });
    port = await listen(context.app);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await context.close();
  });

  it('the connection above the cap from one address is closed unanswered; another address is served', async () => {
    for (let i = 0; i < 3; i++) sockets.push(await connect(port));
    const extra = await connect(port);
    const closed = untilClosed(extra);
    extra.write(health);
    expect(await closed).toBe('');

    // The three held connections still work, and so does a client at another address.
    const held = sockets.pop()!;
    const answered = untilClosed(held);
    held.write(health);
    expect(await answered).toMatch(/^HTTP\/1\.1 200 /);
    const other = await connect(port, '127.0.0.2');
    const otherAnswer = untilClosed(other);
    other.write(health);
    expect(await otherAnswer).toMatch(/^HTTP\/1\.1 200 /);
  });
});

describe('half-sent requests', () => {
  let context: Awaited<ReturnType<typeof createTestApp>>;
  let port = 0;
  beforeAll(async () => {
    context = await createTestApp('embedded', { HEADERS_TIMEOUT_MS: '200' });
    port = await listen(context.app);
  });
  afterAll(() => context.close());

  it('a request whose headers never end is answered 408 and its connection closed', async () => {
    const socket = await connect(port);
    const closed = untilClosed(socket);
    socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\n');
    expect(await closed).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('a whole request is still answered', async () => {
    const socket = await connect(port);
    const answered = untilClosed(socket);
    socket.write(health);
    expect(await answered).toMatch(/^HTTP\/1\.1 200 /);
  });
});
