// Where a request's CPU goes, and whether a change saves any (decision 038): runs two or more
// builds of the server side by side on one database, drives each with wrk in alternating slices
// (as a browser and as an API client, next to the bare Fastify hello world), and prints the CPU
// each used per request. With --profile NAME that build runs under `node --cpu-prof`; the
// profile's self time is then summed by function and by package (bench/lib/cpu-profile.ts).
//
//   npx tsx bench/generate.ts --properties 100000 --database-url postgres://…/hp --fixture f.json
//   npm run build && cp -r apps/server/dist apps/server/dist-before   (then change, build again)
//   npx tsx bench/hot-path.ts --fixture f.json --database-url postgres://…/hp \
//     --build before=apps/server/dist-before/server.js --build after=apps/server/dist/server.js \
//     --scenario list [--uncached] [--rounds 4 --seconds 3] [--profile after] [--pin 1]
//
// A build must sit one folder below apps/server (apps/server/dist-*/, ignored by git and the
// linters), as the server finds its migrations and the web app from there. A build may carry
// settings: --build "warn=apps/server/dist/server.js?LOG_LEVEL=warn". Scenarios are those of
// bench/lib/load.ts (list, detail, health, offer, list-uncached with --uncached, …). With several
// builds on one database an offer scenario sends the same offers to each (most are refused).
// Without --database-url the builds run on the embedded database: give each its own copy of one
// generated DATA_DIR (`npx tsx bench/generate.ts --properties 100000 --data-dir D --fixture f.json`,
// then `cp -r D D-a; cp -r D D-b`) with --build "a=apps/server/dist-a/server.js?DATA_DIR=D-a".
import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Fixture } from './generate';
import { scenarios, type Client, type ScenarioName } from './lib/load';
import { Load, Mix, helloWorldScenario } from './lib/throughput';
import { summarise, type CpuProfile } from './lib/cpu-profile';
import {
  freePort,
  root,
  startEnv,
  startFlags,
  startHelloWorld,
  tempDir,
  type Running,
} from './lib/processes';

const { values: args } = parseArgs({
  options: {
    fixture: { type: 'string' },
    'database-url': { type: 'string' },
    build: { type: 'string', multiple: true },
    scenario: { type: 'string', default: 'list' },
    uncached: { type: 'boolean', default: false },
    rounds: { type: 'string', default: '4' },
    seconds: { type: 'string', default: '3' },
    clients: { type: 'string', default: 'browser,api' },
    profile: { type: 'string' },
    /** Pin the servers to this CPU (taskset), so that wrk does not preempt them mid-request. */
    pin: { type: 'string' },
  },
});
if (!args.fixture || !args.build?.length) {
  throw new Error('give --fixture and at least one --build name=path/server.js');
}
const fixture = JSON.parse(readFileSync(args.fixture, 'utf8')) as Fixture;
const scenario = scenarios(fixture)[args.scenario as Exclude<ScenarioName, 'hello-world'>];
if (!scenario) throw new Error(`unknown scenario ${args.scenario}`);
const clients = args.clients.split(',') as Client[];
const generator = { threads: 1, connections: 10 };
const profileDir = tempDir('hot-path-profile-');

/** User and system CPU seconds of a process so far (/proc). */
function cpuSplit(pid: number) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { user: Number(fields[11]), system: Number(fields[12]) };
}

/** A built server bundle, started as `npm start` would start it (with its Node flags). */
async function startBuild(
  name: string,
  bundle: string,
  env: Record<string, string>,
): Promise<Running> {
  const port = await freePort();
  const profile = args.profile === name;
  const flags = [...startFlags];
  if (profile) flags.push('--cpu-prof', `--cpu-prof-dir=${profileDir}`, '--cpu-prof-interval=250');
  const dataDir = tempDir(`hot-path-${name}-`);
  const log = openSync(path.join(dataDir, 'stdout.log'), 'a');
  // The bundle itself as the script (not imported from --eval): the embedded database's worker
  // thread inherits the process's flags, and --eval's would stop it.
  const node = [process.execPath, ...flags, '--enable-source-maps', path.resolve(root, bundle)];
  const command = args.pin ? ['taskset', '-c', args.pin, ...node] : node;
  const child = spawn(command[0]!, command.slice(1), {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      ...startEnv,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      // Empty: the embedded database, in DATA_DIR.
      DATABASE_URL: args['database-url'] ?? '',
      NODE_ENV: 'production',
      RATE_LIMIT: 'off',
      SEED_DEMO: '0',
      ...(args.uncached && { RESPONSE_CACHE: 'off' }),
      ...env,
    },
    stdio: ['ignore', log, 'inherit'],
  });
  closeSync(log);
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (let i = 0; i < 400; i++) {
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  started.set(child.pid!, performance.now());
  return {
    url,
    pid: child.pid!,
    readyMs: 0,
    output: () => '',
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Each request of the mix once, so that a cached scenario is measured warm. */
async function warm(url: string) {
  const count = scenario!.cycle ?? scenario!.distinct ?? 1;
  for (let k = 0; k < count; k += 10) {
    await Promise.all(
      Array.from({ length: Math.min(10, count - k) }, async (_, i) => {
        const res = await fetch(url + scenario!.request(k + i).path, {
          headers: { 'accept-encoding': 'gzip, deflate, br' },
        });
        await res.arrayBuffer();
      }),
    );
  }
}

/** When each server was spawned, and when its warm-up ended (the profile leaves both out). */
const started = new Map<number, number>();
let measuredFrom = 0;

// name=path/server.js, or name=path/server.js?LOG_LEVEL=warn&… for settings of that build.
const builds = args.build.map((spec) => {
  const at = spec.indexOf('=');
  const [bundle, settings] = spec.slice(at + 1).split('?');
  if (at < 1 || !bundle) throw new Error(`--build ${spec}: name=path`);
  return {
    name: spec.slice(0, at),
    bundle,
    env: Object.fromEntries(new URLSearchParams(settings)),
  };
});
const running: Running[] = [];
const hello = await startHelloWorld();
try {
  for (const b of builds) running.push(await startBuild(b.name, b.bundle, b.env));
  const mixDir = tempDir('hot-path-mix-');
  const loads = new Map<string, Load>();
  const helloLoad = new Load(hello, new Mix(mixDir, helloWorldScenario), 'browser', generator);
  for (const [i, b] of builds.entries()) {
    const server = running[i]!;
    if (!args.uncached) await warm(server.url);
    const mix = new Mix(mixDir, scenario);
    for (const client of clients) {
      const load = new Load(server, mix, client, generator);
      await load.run(1);
      loads.set(`${b.name} ${client}`, load);
    }
  }
  await helloLoad.run(1);
  const before = running.map((r) => cpuSplit(r.pid));
  measuredFrom = performance.now();
  const seconds = Number(args.seconds);
  for (let round = 0; round < Number(args.rounds); round++) {
    // Alternate the order of the builds from round to round, so that none is always first.
    const order = round % 2 === 0 ? builds : [...builds].reverse();
    for (const client of clients) {
      for (const b of order) await loads.get(`${b.name} ${client}`)!.slice(seconds);
    }
    await helloLoad.slice(Math.max(1, seconds / 2));
  }
  const hw = helloLoad.result();
  const usPerRequest = (rps: number, cores: number) => (1e6 * cores) / rps;
  const helloUs = usPerRequest(hw.requestsPerSecond, hw.serverCores ?? Number.NaN);
  console.log(
    `${scenario.label}${args.uncached ? ' (RESPONSE_CACHE=off)' : ''}: ${args.rounds} rounds of ${seconds} s\n` +
      `hello world: ${Math.round(hw.requestsPerSecond)} req/s, ${hw.serverCores?.toFixed(2)} cores, ` +
      `${helloUs.toFixed(1)} µs CPU a request`,
  );
  for (const [i, b] of builds.entries()) {
    const now = cpuSplit(running[i]!.pid);
    const user = now.user - before[i]!.user;
    const system = now.system - before[i]!.system;
    console.log(
      `${b.name}: ${((100 * system) / (user + system)).toFixed(0)}% of its CPU in the kernel`,
    );
  }
  for (const [key, load] of loads) {
    const m = load.result();
    const us = usPerRequest(m.requestsPerSecond, m.serverCores ?? Number.NaN);
    console.log(
      `${key.padEnd(16)} ${String(Math.round(m.requestsPerSecond)).padStart(6)} req/s ` +
        `(${((100 * m.requestsPerSecond) / hw.requestsPerSecond).toFixed(0)}% of hello world), ` +
        `${m.serverCores?.toFixed(2)} cores, ${us.toFixed(1)} µs CPU a request ` +
        `(per CPU ${((100 * helloUs) / us).toFixed(0)}% of hello world), p99 ${m.p99Ms} ms, ` +
        `${m.notOk} non-2xx`,
    );
  }
} finally {
  await Promise.all(running.map((r) => r.stop()));
  await hello.stop();
}
if (args.profile) {
  mkdirSync(profileDir, { recursive: true });
  const [file] = readdirSync(profileDir).filter((f) => f.endsWith('.cpuprofile'));
  if (!file) throw new Error(`no profile in ${profileDir}`);
  console.log(`\nprofile of ${args.profile}: ${path.join(profileDir, file)}`);
  const profiled = running[builds.findIndex((b) => b.name === args.profile)]!;
  const skipMs = measuredFrom - started.get(profiled.pid)!;
  const profile = JSON.parse(readFileSync(path.join(profileDir, file), 'utf8')) as CpuProfile;
  console.log(summarise(profile, skipMs));
}
