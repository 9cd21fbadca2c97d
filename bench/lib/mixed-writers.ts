// The writes of `npm run bench -- mixed` (bench/lib/mixed.ts), sent from the bench process by
// paced loops while wrk sends the reads: sign-ins, wishlist entries, messages and notification
// reads, which change nothing public (apps/server/src/lib/public-changes.ts), and listing
// changes verified by an admin, each followed until a filtered search shows it.
import http from 'node:http';
import sharp from 'sharp';
import { BENCH_PASSWORD, type Fixture } from '../generate';
import { clientHeaders } from './throughput';

/** The administrator the mixed scenario's server is started with (ADMIN_EMAIL, ADMIN_PASSWORD). */
export const benchAdmin = { ADMIN_EMAIL: 'admin@bench.test', ADMIN_PASSWORD: BENCH_PASSWORD };

export interface Answer {
  status: number;
  /** From sending the request to the end of the response. */
  ms: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * Sign-ins are counted per address (100 in 15 minutes, apps/server/src/plugins/rate-limits.ts);
 * on a live site they come from many visitors' addresses, so each sign-in here comes from the
 * next of the loopback addresses 127.0.0.2 to 127.0.0.251, on a new connection, as a new
 * visitor's would. Every other call goes over kept-alive connections from 127.0.0.1.
 */
export const visitorAddress = (n: number) => `127.0.0.${2 + (n % 250)}`;

const kept = new http.Agent({ keepAlive: true, maxSockets: 64 });

export function call(
  base: string,
  method: string,
  path: string,
  options: {
    token?: string;
    body?: unknown;
    from?: string;
    browser?: boolean;
    /** A multipart form's bytes and its content type, sent as they are. */
    form?: { bytes: Buffer; type: string };
  } = {},
): Promise<Answer> {
  const body =
    options.form?.bytes ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${base}${path}`,
      {
        method,
        ...(options.from === undefined
          ? { agent: kept }
          : { agent: false, localAddress: options.from }),
        headers: {
          // A browser's reads come compressed (the body is then left undecoded).
          ...clientHeaders[options.browser ? 'browser' : 'api'],
          ...(body !== undefined && { 'content-type': options.form?.type ?? 'application/json' }),
          ...(options.token !== undefined && { authorization: `Bearer ${options.token}` }),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            ms: performance.now() - started,
            headers: response.headers,
            body: text,
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** Responses by status ("error" for a failed connection), and their times. */
export class Tally {
  readonly statuses: Record<string, number> = {};
  readonly ms: number[] = [];

  count(answer: Answer | undefined) {
    const key = answer === undefined ? 'error' : String(answer.status);
    this.statuses[key] = (this.statuses[key] ?? 0) + 1;
    if (answer) this.ms.push(answer.ms);
  }

  get failed(): number {
    return Object.entries(this.statuses)
      .filter(([status]) => !status.startsWith('2'))
      .reduce((total, [, n]) => total + n, 0);
  }
}

/** `call`, with a failed connection counted rather than thrown. */
async function counted(tally: Tally, answer: Promise<Answer>): Promise<Answer | undefined> {
  const result = await answer.catch(() => undefined);
  tally.count(result);
  return result;
}

export const NEUTRAL_KINDS = [
  'sign-in',
  'wishlist add',
  'wishlist remove',
  'message',
  'notifications read',
] as const;
export type NeutralKind = (typeof NEUTRAL_KINDS)[number];

/**
 * Writes that change nothing public, one at each call of `write(n)`, in a cycle of eight: a
 * buyer signs in, adds a listing to their wishlist, writes to a listing's agent, marks their
 * notifications read, signs in, removes the entry added four writes before, writes, reads. At
 * 20 writes a second that is 5 sign-ins, 5 wishlist changes, 5 messages and 5 reads a second.
 * Each buyer comes round once in 1000 / 5 seconds, under every per-account limit.
 */
export class NeutralWriters {
  readonly tallies = Object.fromEntries(NEUTRAL_KINDS.map((kind) => [kind, new Tally()])) as Record<
    NeutralKind,
    Tally
  >;
  private readonly entries = new Map<number, Promise<string | undefined>>();

  constructor(
    private readonly base: string,
    private readonly fixture: Pick<Fixture, 'buyerTokens' | 'sample'>,
  ) {}

  async write(n: number): Promise<void> {
    const buyers = this.fixture.buyerTokens.length;
    const listings = this.fixture.sample;
    const round = Math.floor(n / 8);
    const slot = n % 8;
    // Two of each kind per cycle (a wishlist entry is added in one, removed in the other).
    const k = 2 * round + (slot >= 4 ? 1 : 0);
    const buyer = (offset: number) => (k + offset) % buyers;
    const token = (offset: number) => this.fixture.buyerTokens[buyer(offset)]!;
    const listing = listings[(k + Math.floor(k / buyers)) % listings.length]!;
    switch (slot) {
      case 0:
      case 4:
        await counted(
          this.tallies['sign-in'],
          call(this.base, 'POST', '/api/auth/login', {
            // Buyer i + 1 holds token i (bench/generate.ts).
            body: { email: `buyer${buyer(0) + 1}@bench.test`, password: BENCH_PASSWORD },
            from: visitorAddress(k),
          }),
        );
        return;
      case 1: {
        const added = counted(
          this.tallies['wishlist add'],
          call(this.base, 'POST', '/api/property/wishlist', {
            token: token(250),
            body: { wish_property_id: listing.id },
          }),
        ).then((answer) =>
          answer?.status === 201
            ? (JSON.parse(answer.body) as { insertedId: string }).insertedId
            : undefined,
        );
        this.entries.set(round, added);
        await added;
        return;
      }
      case 5: {
        // The buyer of this round's entry removes it (k - 1 was the adding write's k).
        const entry = await this.entries.get(round);
        this.entries.delete(round);
        if (entry === undefined) {
          this.tallies['wishlist remove'].count(undefined);
          return;
        }
        await counted(
          this.tallies['wishlist remove'],
          call(this.base, 'DELETE', `/api/property/wishlist/${entry}`, { token: token(249) }),
        );
        return;
      }
      case 2:
      case 6:
        await counted(
          this.tallies.message,
          call(this.base, 'POST', '/api/conversations', {
            token: token(500),
            body: {
              property_id: listings[(3 * k) % listings.length]!.id,
              message: `Is this home still available? Could I see it this week? (${n})`,
            },
          }),
        );
        return;
      default:
        await counted(
          this.tallies['notifications read'],
          call(this.base, 'POST', '/api/notifications/read', { token: token(750), body: {} }),
        );
    }
  }
}

/** A listing to change: what its agent sends with a new price (a photo of theirs), and where it is. */
export interface ChangeTarget {
  id: string;
  agentToken: string;
  title: string;
  location: string;
  image: string;
  min: number;
  max: number;
  latitude: number;
  longitude: number;
}

async function signIn(base: string, email: string, n: number): Promise<string> {
  const answer = await call(base, 'POST', '/api/auth/login', {
    body: { email, password: BENCH_PASSWORD },
    from: visitorAddress(n),
  });
  if (answer.status !== 200)
    throw new Error(`${email} cannot sign in: ${answer.status} ${answer.body}`);
  return (JSON.parse(answer.body) as { token: string }).token;
}

/**
 * A photo uploaded by the agent (POST /api/images): the generated listings' image paths are not
 * names the server stores, so a changed listing must be sent with one of its own.
 */
async function uploadPhoto(base: string, token: string, n: number): Promise<string> {
  const photo = await sharp({
    create: { width: 800, height: 600, channels: 3, background: { r: 90 + n, g: 120, b: 160 } },
  })
    .jpeg()
    .toBuffer();
  const boundary = `bench${n}${Date.now()}`;
  const bytes = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\ncontent-disposition: form-data; name="image"; filename="home.jpg"\r\n` +
        'content-type: image/jpeg\r\n\r\n',
    ),
    photo,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const answer = await call(base, 'POST', '/api/images', {
    token,
    form: { bytes, type: `multipart/form-data; boundary=${boundary}` },
  });
  if (answer.status !== 201) throw new Error(`photo upload: ${answer.status} ${answer.body}`);
  return (JSON.parse(answer.body) as { data: { display_url: string } }).data.display_url;
}

interface Detail {
  _id: string;
  property_title: string;
  location: string;
  property_image: string;
  price_range: { min: number; max: number };
  agent_email: string;
  latitude: number | null;
  longitude: number | null;
}

/**
 * `count` listed listings with coordinates, from the end of the sample (the neutral writes use
 * its start), each with its agent signed in; and the admin's token.
 */
export async function prepareChanges(
  base: string,
  fixture: Pick<Fixture, 'sample'>,
  count: number,
): Promise<{ targets: ChangeTarget[]; adminToken: string }> {
  const adminToken = await signIn(base, benchAdmin.ADMIN_EMAIL, 0);
  const agents = new Map<string, { token: string; photo: string }>();
  const targets: ChangeTarget[] = [];
  for (const { id } of [...fixture.sample].reverse()) {
    if (targets.length >= count) break;
    const answer = await call(base, 'GET', `/api/property/${id}`);
    if (answer.status !== 200) throw new Error(`GET /api/property/${id}: ${answer.status}`);
    const d = JSON.parse(answer.body) as Detail;
    if (d.latitude === null || d.longitude === null) continue;
    let agent = agents.get(d.agent_email);
    if (!agent) {
      const token = await signIn(base, d.agent_email, 1 + agents.size);
      agent = { token, photo: await uploadPhoto(base, token, agents.size) };
      agents.set(d.agent_email, agent);
    }
    targets.push({
      id,
      agentToken: agent.token,
      title: d.property_title,
      location: d.location,
      image: agent.photo,
      min: d.price_range.min,
      max: d.price_range.max,
      latitude: d.latitude,
      longitude: d.longitude,
    });
  }
  if (targets.length < count) throw new Error(`only ${targets.length} listings to change`);
  return { targets, adminToken };
}

export interface ChangeRecord {
  id: string;
  /** The agent's PUT and the admin's PATCH (verification): their statuses (0: no answer). */
  update: number;
  verify: number;
  updateMs: number;
  verifyMs: number;
  /** From the verification's response to the first search that showed the change; unset: never. */
  visibleMs?: number;
  polls: number;
  /** Polls the search index answered (X-Search-Index: hit), of those that said. */
  pollIndexHits: number;
  pollIndexAnswers: number;
  /** What a refused PUT or PATCH answered. */
  refusal?: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The agent lowers the listing's price (by 1,000 and `n`), the admin verifies it, then a search
 * for exactly the new minimum price in a box of about 200 m around the listing is asked every
 * `pollMs` until it finds the listing at its new price (the old range starts above that price,
 * so the old version cannot match), or `giveUpMs` have passed.
 */
export async function changeListing(
  base: string,
  target: ChangeTarget,
  adminToken: string,
  n: number,
  timing: { pollMs: number; giveUpMs: number },
): Promise<ChangeRecord> {
  const cut = 1000 + n;
  const min = target.min - cut;
  const update = await call(base, 'PUT', `/api/property/${target.id}`, {
    token: target.agentToken,
    body: {
      property_title: target.title,
      location: target.location,
      property_image: target.image,
      price_range: { min, max: target.max - cut },
    },
  }).catch(() => undefined);
  const record: ChangeRecord = {
    id: target.id,
    update: update?.status ?? 0,
    verify: 0,
    updateMs: update?.ms ?? Number.NaN,
    verifyMs: Number.NaN,
    polls: 0,
    pollIndexHits: 0,
    pollIndexAnswers: 0,
  };
  if (update?.status !== 200) return { ...record, refusal: update?.body.slice(0, 300) };
  const verify = await call(base, 'PATCH', `/api/property/${target.id}`, {
    token: adminToken,
    body: { status: 'verified' },
  }).catch(() => undefined);
  record.verify = verify?.status ?? 0;
  record.verifyMs = verify?.ms ?? Number.NaN;
  if (verify?.status !== 200) return { ...record, refusal: verify?.body.slice(0, 300) };
  const verified = performance.now();
  const d = 0.001;
  const { latitude: lat, longitude: lng } = target;
  const query = new URLSearchParams({
    bbox: [lng - d, lat - d, lng + d, lat + d].map((v) => v.toFixed(5)).join(','),
    minPrice: String(min),
    maxPrice: String(min),
  });
  while (performance.now() - verified < timing.giveUpMs) {
    const asked = performance.now();
    const answer = await call(base, 'GET', `/api/property?${query}`).catch(() => undefined);
    record.polls++;
    const index = answer?.headers['x-search-index'];
    if (index !== undefined) record.pollIndexAnswers++;
    if (index === 'hit') record.pollIndexHits++;
    if (answer?.status === 200) {
      const found = (JSON.parse(answer.body) as Detail[]).some(
        (p) => p._id === target.id && p.price_range.min === min,
      );
      if (found) {
        record.visibleMs = performance.now() - verified;
        return record;
      }
    }
    await sleep(Math.max(0, timing.pollMs - (performance.now() - asked)));
  }
  return record;
}
