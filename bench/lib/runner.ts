// What every step of `npm run bench` shares: its log lines, git, and PostgreSQL's admin connection.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { root } from './processes';

export const adminUrl =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const resultsDir = path.join(root, 'bench/results');

const started = performance.now();
/** Seconds since the run began. */
export const secondsSinceStart = () => (performance.now() - started) / 1000;
const elapsed = () => `${Math.round((performance.now() - started) / 1000)} s`;
export const say = (message: string) => console.log(`[bench ${elapsed()}] ${message}`);

export function git(...argv: string[]): string {
  try {
    return execFileSync('git', argv, { cwd: root, encoding: 'utf8' }).trim();
  } catch {
    return '';
  }
}

/**
 * Whether the tree has uncommitted changes, for a run's record; RESULTS.md itself, rewritten by
 * the run before, does not count.
 */
export const treeIsDirty = () =>
  git('status', '--porcelain', '--untracked-files=no', '--', '.', ':!bench/RESULTS.md') !== '';

/** Databases made by this run and not yet dropped. */
export const createdDatabases = new Set<string>();

export async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The machine a run measured on: its cores, Node and the PostgreSQL server's version. */
export async function machineFacts() {
  return {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model.trim() ?? '?',
    node: process.versions.node,
    postgres: await withAdmin(
      async (c) => (await c.query('show server_version')).rows[0].server_version as string,
    ),
  };
}

export function databaseUrl(name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export const loadAverage = () => os.loadavg().map((v) => Math.round(v * 100) / 100);

/**
 * Builds the web app and the server (`npm run build`): its seconds, or undefined when the
 * existing build is used (`skip`: --no-build; `reuse`: a quick run with a build present).
 */
export function buildWeb(options: { skip: boolean; reuse: boolean }): number | undefined {
  const dist = path.join(root, 'apps/web/dist/index.html');
  if (options.skip || (options.reuse && existsSync(dist))) {
    if (!existsSync(dist)) throw new Error('--no-build, but apps/web/dist has no build');
    say('using the existing web build');
    return undefined;
  }
  say('building the web app and the server');
  const t = performance.now();
  const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`npm run build failed:\n${build.stdout}${build.stderr}`);
  return (performance.now() - t) / 1000;
}
