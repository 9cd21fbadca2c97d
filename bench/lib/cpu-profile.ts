// Sums a V8 CPU profile (`node --cpu-prof`) by function and by package, for bench/hot-path.ts:
// self time (the sampled frame itself) and inclusive time (the frame anywhere on the stack).
// Our own code is one bundle (apps/server/dist/server.js); esbuild marks where each source file
// begins in it (`// apps/server/src/…`), so its frames are named by their source file.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}

interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}

export interface CpuProfile {
  startTime: number;
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Line ranges of a bundle's source files, from esbuild's `// path/to/file.ts` markers. */
const bundles = new Map<string, { line: number; file: string }[]>();
function sourceOf(url: string, line: number): string {
  let starts = bundles.get(url);
  if (!starts) {
    starts = [];
    try {
      const lines = readFileSync(fileURLToPath(url), 'utf8').split('\n');
      for (const [i, text] of lines.entries()) {
        const marker = /^\/\/ ((?:apps|packages)\/\S+\.tsx?)$/.exec(text);
        if (marker) starts.push({ line: i, file: marker[1]!.replace(/^apps\/server\/src\//, '') });
      }
    } catch {
      // Not a readable file: named by its URL alone.
    }
    bundles.set(url, starts);
  }
  let file = 'server bundle';
  for (const start of starts) {
    if (start.line > line) break;
    file = start.file;
  }
  return file;
}

/** The package (or part of Node, or of our code) a frame belongs to. */
export function categoryOf(frame: CallFrame): string {
  const { url, functionName } = frame;
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  if (url.startsWith('node:')) {
    const name = url.slice(5).replace(/^internal\//, '');
    return `node:${name.split('/')[0]}`;
  }
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url);
  if (pkg) return pkg[1]!;
  if (/\/dist[^/]*\/server\.js$/.test(url)) return `ours: ${sourceOf(url, frame.lineNumber)}`;
  return url;
}

const label = (frame: CallFrame) => {
  const where = frame.url
    .replace(/^.*node_modules\//, '')
    .replace(/^file:\/\/.*\/(apps|bench)\//, '$1/');
  return `${frame.functionName || '(anonymous)'} ${where}:${frame.lineNumber + 1}`;
};

/**
 * The profile's busy time by package and by function, as text, leaving out the first `skipMs`
 * (the start and the warm-up).
 */
export function summarise(profile: CpuProfile, skipMs = 0, top = 35): string {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const self = new Map<number, number>();
  // A sample stands for the time until the next one.
  let at = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    at += profile.timeDeltas[i] ?? 0;
    if (at < skipMs * 1000) continue;
    const dt = profile.timeDeltas[i + 1] ?? 0;
    self.set(profile.samples[i]!, (self.get(profile.samples[i]!) ?? 0) + dt);
  }
  let busy = 0;
  const selfByCategory = new Map<string, number>();
  const selfByFunction = new Map<string, number>();
  const inclusive = new Map<string, number>();
  const inclusiveByCategory = new Map<string, number>();
  const add = (map: Map<string, number>, key: string, t: number) =>
    map.set(key, (map.get(key) ?? 0) + t);
  for (const [id, t] of self) {
    const node = byId.get(id)!;
    if (node.callFrame.functionName === '(idle)') continue;
    busy += t;
    add(selfByCategory, categoryOf(node.callFrame), t);
    add(selfByFunction, label(node.callFrame), t);
    const seen = new Set<string>();
    const seenCategories = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const frame = byId.get(at)!.callFrame;
      const key = label(frame);
      if (!seen.has(key)) {
        seen.add(key);
        add(inclusive, key, t);
      }
      const category = categoryOf(frame);
      if (!seenCategories.has(category)) {
        seenCategories.add(category);
        add(inclusiveByCategory, category, t);
      }
    }
  }
  const table = (title: string, map: Map<string, number>, n: number) => {
    const rows = [...map].sort((a, b) => b[1] - a[1]).slice(0, n);
    return [
      title,
      ...rows.map(([key, t]) => `  ${((100 * t) / busy).toFixed(1).padStart(5)}%  ${key}`),
    ].join('\n');
  };
  return [
    `busy ${(busy / 1e6).toFixed(2)} s of CPU sampled`,
    table('self time by package', selfByCategory, 30),
    table('inclusive time by package', inclusiveByCategory, 30),
    table('self time by function', selfByFunction, top),
    table('inclusive time by function', inclusive, top + 25),
  ].join('\n\n');
}
