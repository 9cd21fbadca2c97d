// The calls of `npm run bench -- imports` (bench/lib/imports.ts): the tests' photo host, an agent
// made by the admin, an import's file, its start and its state, and the agent's export checked.
import https from 'node:https';
import path from 'node:path';
import { IMPORT_COLUMNS, type ListingImport } from '@elite/shared';
import { BENCH_PASSWORD } from '../generate';
import { benchAdmin, call } from './mixed-writers';
import { root } from './processes';

/** What the tests' photo host (apps/server/test/helpers/photo-server.ts) gives. */
export interface PhotoServer {
  origin: string;
  /** Its authority's certificate (PEM), and the file holding it. */
  ca: string;
  caFile: string;
  requests: string[];
  close(): Promise<void>;
}

/**
 * The tests' photo host, loaded when the step runs: its module is compiled with the server's
 * libraries (Node's Blob), not bench/'s (the DOM's), so it is not part of bench/'s type check.
 */
export async function startPhotoServer(): Promise<PhotoServer> {
  const file = path.join(root, 'apps/server/test/helpers/photo-server.ts');
  const helper = (await import(file)) as { startPhotoServer(): Promise<PhotoServer> };
  return helper.startPhotoServer();
}

/**
 * Asks the photo host for photos `from` to `to` once, so that each is made (encoded) before the
 * measurement: during it the host only sends bytes, as a remote one would from another machine.
 */
export async function makePhotos(photos: PhotoServer, from: number, to: number) {
  const agent = new https.Agent({ ca: photos.ca, keepAlive: true, maxSockets: 8 });
  const get = (n: number) =>
    new Promise<void>((resolve, reject) => {
      https
        .get(`${photos.origin}/photo/${n}.jpg`, { agent }, (res) => {
          res.resume();
          res.on('end', () => (res.statusCode === 200 ? resolve() : reject(new Error(`${n}`))));
        })
        .on('error', reject);
    });
  let next = from;
  const worker = async () => {
    while (next <= to) await get(next++);
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  agent.destroy();
}

/** A CSV file of these rows under IMPORT_COLUMNS (quoted where need be), as a form's field `file`. */
function csvForm(rows: Record<string, string>[]) {
  const quote = (v: string) => (/[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
  const lines = [
    IMPORT_COLUMNS.join(','),
    ...rows.map((r) => IMPORT_COLUMNS.map((c) => quote(r[c] ?? '')).join(',')),
  ];
  const boundary = `bench-import-${Date.now()}`;
  const bytes = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="listings.csv"\r\n` +
        'Content-Type: text/csv\r\n\r\n',
    ),
    Buffer.from(lines.join('\r\n')),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { bytes, type: `multipart/form-data; boundary=${boundary}` };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** The longest an import is waited for before it is reported as timed out. */
const IMPORT_TIMEOUT_MS = 30 * 60_000;

/** A new agent: registered, made an agent by the admin, signed in again. */
export async function makeAgent(base: string): Promise<string> {
  const signIn = async (email: string, password: string) => {
    const answer = await call(base, 'POST', '/api/auth/login', { body: { email, password } });
    if (answer.status !== 200) throw new Error(`sign-in ${email}: ${answer.status} ${answer.body}`);
    return (JSON.parse(answer.body) as { token: string }).token;
  };
  const admin = await signIn(benchAdmin.ADMIN_EMAIL, benchAdmin.ADMIN_PASSWORD);
  const email = 'importer@bench.test';
  const registered = await call(base, 'POST', '/api/auth/register', {
    body: { name: 'Bench Importer', email, password: BENCH_PASSWORD },
  });
  if (registered.status !== 201)
    throw new Error(`register: ${registered.status} ${registered.body}`);
  const users = await call(base, 'GET', '/api/allUser', { token: admin });
  const id = (JSON.parse(users.body) as { _id: string; email: string }[]).find(
    (u) => u.email === email,
  )?._id;
  if (!id) throw new Error(`${email} is not among the accounts (${users.status})`);
  const promoted = await call(base, 'PATCH', `/api/user/${id}`, {
    token: admin,
    body: { role: 'agent' },
  });
  if (promoted.status !== 200) throw new Error(`make agent: ${promoted.status} ${promoted.body}`);
  return signIn(email, BENCH_PASSWORD);
}

const keyOf = (prefix: string, n: number) => `${prefix}-${n}`;

/** A file of `count` new listings keyed `<prefix>-<n>`, each with the photo `/photo/<first + n>.jpg`. */
export function importFile(photos: PhotoServer, prefix: string, count: number, first: number) {
  const rows = Array.from({ length: count }, (_, i) => ({
    external_id: keyOf(prefix, i + 1),
    property_title: `Imported listing ${prefix} ${i + 1}`,
    location: 'Porto, Portugal',
    price_min: String(200_000 + 100 * i),
    price_max: String(210_000 + 100 * i),
    photos: `${photos.origin}/photo/${first + i}.jpg`,
    bedrooms: String(1 + (i % 5)),
    description: `A listing of the import benchmark, row ${i + 1}.`,
  }));
  return csvForm(rows);
}

export async function postImport(
  base: string,
  token: string,
  form: { bytes: Buffer; type: string },
) {
  const answer = await call(base, 'POST', '/api/imports', { token, form });
  if (answer.status !== 202) throw new Error(`import: ${answer.status} ${answer.body}`);
  return (JSON.parse(answer.body) as { importId: string }).importId;
}

/** The import's state, or undefined while the server does not answer (killed, starting). */
async function readImport(base: string, token: string, id: string) {
  try {
    const answer = await call(base, 'GET', `/api/imports/${id}`, { token });
    return answer.status === 200 ? (JSON.parse(answer.body) as ListingImport) : undefined;
  } catch {
    return undefined;
  }
}

export const finished = (state: ListingImport | undefined) =>
  state?.status === 'done' || state?.status === 'failed';

/** Reads the import every `everyMs` until it is done or failed (or `until` says stop). */
export async function follow(
  base: () => string,
  token: string,
  id: string,
  everyMs: number,
  until: (state: ListingImport) => boolean = finished,
): Promise<ListingImport | undefined> {
  const deadline = Date.now() + IMPORT_TIMEOUT_MS;
  let last: ListingImport | undefined;
  while (Date.now() < deadline) {
    const state = await readImport(base(), token, id);
    if (state) last = state;
    if (state && (until(state) || finished(state))) return state;
    await sleep(everyMs);
  }
  return last;
}

/** The agent's listings of the file keyed `<prefix>-<n>`: missing, twice, without their photo. */
export async function checkExport(base: string, token: string, prefix: string, count: number) {
  const answer = await call(base, 'GET', '/api/property/export?format=json', { token });
  if (answer.status !== 200) throw new Error(`export: ${answer.status} ${answer.body}`);
  const rows = JSON.parse(answer.body) as Record<string, unknown>[];
  const seen = new Map<string, number>();
  let withoutPhoto = 0;
  for (const row of rows) {
    const key = String(row.external_id);
    if (!key.startsWith(`${prefix}-`)) continue;
    seen.set(key, (seen.get(key) ?? 0) + 1);
    const stored = String(row.photos ?? '').split('|');
    if (stored.length !== 1 || !/^\/images\/[0-9a-f]{64}\.webp$/.test(stored[0]!)) withoutPhoto++;
  }
  let missing = 0;
  let duplicated = 0;
  for (let n = 1; n <= count; n++) {
    const times = seen.get(keyOf(prefix, n)) ?? 0;
    if (times === 0) missing++;
    if (times > 1) duplicated++;
  }
  return { missing, duplicated, withoutPhoto };
}
