// Lighthouse (mobile preset, performance and accessibility) in Debian's Chromium, launched here with a
// debugging port so that a signed-in page can be measured: the token goes into localStorage
// first and Lighthouse is told not to reset storage.
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { SIGNED_IN_HINT_COOKIE, TOKEN_STORAGE_KEY } from '@elite/shared/session';
import { freePort, removeDir, tempDir } from './processes';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface PageFigures {
  page: string;
  url: string;
  runs: number;
  /** 0-100, of the median run. */
  performance: number;
  /** 0-100, of the same run. */
  accessibility: number;
  /** Every run's score, to show the spread. */
  scores: number[];
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
  speedIndexMs: number;
  /** Lighthouse's measure of this machine's speed (lower: slower, or busier). */
  benchmarkIndex: number;
  reportFile: string;
}

export interface ScriptFigures {
  /** Same-origin scripts the home page downloaded. */
  files: { url: string; bytes: number; gzipBytes: number; transferBytes: number }[];
  bytes: number;
  /** What these files weigh gzipped (zlib level 6). */
  gzipBytes: number;
  /** What actually went over the wire, as the server compressed it. */
  transferBytes: number;
}

interface Chromium {
  port: number;
  close(): Promise<void>;
}

async function launchChromium(): Promise<Chromium> {
  const port = await freePort();
  const profile = tempDir('bench-chromium-');
  const child = spawn(
    CHROMIUM,
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      `--user-data-dir=${profile}`,
      `--remote-debugging-port=${port}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline || child.exitCode !== null) {
      child.kill('SIGKILL');
      throw new Error(`Chromium (${CHROMIUM}) did not open its debugging port`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    port,
    async close() {
      child.kill('SIGTERM');
      await exited;
      removeDir(profile);
    },
  };
}

/**
 * Signs the browser in as the web app does, for `origin`, in the running Chromium: the token in
 * localStorage and the signed-in hint cookie next to it (@elite/shared/session). Then empties the
 * HTTP cache: Lighthouse keeps storage and cookies when told not to reset storage, and the page
 * should be measured as a first visit, only signed in.
 */
async function signIn(port: number, origin: string, token: string) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    await page.goto(`${origin}/favicon.svg`);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.evaluate(
      ([key, value]) => localStorage.setItem(key!, value!),
      [TOKEN_STORAGE_KEY, token],
    );
    await context.addCookies([{ name: SIGNED_IN_HINT_COOKIE, value: '1', url: origin }]);
    await page.close();
  } finally {
    // Leaves Chromium running: only the CDP connection ends.
    await browser.close();
  }
}

function median<T>(values: T[], by: (value: T) => number): T {
  const sorted = [...values].sort((a, b) => by(a) - by(b));
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>;

/** Lighthouse's trace recording now and then fails (NO_NAVSTART, NO_FCP): one run again. */
const ATTEMPTS = 2;

async function audit(port: number, url: string, keepStorage: boolean): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      disableStorageReset: keepStorage,
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const error = result.lhr.runtimeError;
    if (!error) return result;
    if (attempt >= ATTEMPTS) {
      throw new Error(`Lighthouse could not measure ${url}: ${error.message}`);
    }
  }
}

function figures(name: string, url: string, runs: Result[], reportFile: string): PageFigures {
  const score = (r: Result) => (r.lhr.categories.performance?.score ?? 0) * 100;
  const chosen = median(runs, score);
  const value = (id: string) => chosen.lhr.audits[id]?.numericValue ?? Number.NaN;
  writeFileSync(reportFile, chosen.report as string);
  return {
    page: name,
    url,
    runs: runs.length,
    performance: Math.round(score(chosen)),
    accessibility: Math.round((chosen.lhr.categories.accessibility?.score ?? 0) * 100),
    scores: runs.map((r) => Math.round(score(r))),
    lcpMs: value('largest-contentful-paint'),
    cls: value('cumulative-layout-shift'),
    tbtMs: value('total-blocking-time'),
    fcpMs: value('first-contentful-paint'),
    speedIndexMs: value('speed-index'),
    benchmarkIndex: chosen.lhr.environment.benchmarkIndex,
    reportFile: path.basename(reportFile),
  };
}

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

/** The same-origin scripts of a Lighthouse run, gzipped here to compare with the budget. */
async function scriptsOf(result: Result, origin: string): Promise<ScriptFigures> {
  const details = result.lhr.audits['network-requests']?.details as
    { items?: NetworkItem[] } | undefined;
  const scripts = (details?.items ?? []).filter(
    (item) => item.resourceType === 'Script' && item.url.startsWith(origin),
  );
  const files: ScriptFigures['files'] = [];
  for (const item of scripts) {
    const body = Buffer.from(await (await fetch(item.url)).arrayBuffer());
    files.push({
      url: item.url.slice(origin.length),
      bytes: body.length,
      gzipBytes: gzipSync(body, { level: 6 }).length,
      transferBytes: item.transferSize ?? 0,
    });
  }
  const sum = (key: 'bytes' | 'gzipBytes' | 'transferBytes') =>
    files.reduce((total, file) => total + file[key], 0);
  return {
    files,
    bytes: sum('bytes'),
    gzipBytes: sum('gzipBytes'),
    transferBytes: sum('transferBytes'),
  };
}

export interface LighthouseTargets {
  origin: string;
  /** A listing's id, for /property/{id}. */
  propertyId: string;
  /** A buyer's token: the property page is for signed-in visitors only. */
  token: string;
}

export interface LighthouseFigures {
  chromium: string;
  lighthouse: string;
  pages: PageFigures[];
  homeScripts: ScriptFigures;
  /** The Arabic home page's own texts: its locale's catalogue chunk (assets/ar-*.js). */
  localeChunk?: ScriptFigures['files'][number];
}

export type LighthousePage = 'home' | 'homeAr' | 'allProperty' | 'property';

/**
 * `runs` Lighthouse runs per page (the median by score is kept): / and /allProperty as an
 * anonymous visitor, then the property page signed in.
 */
export async function runLighthouse(
  targets: LighthouseTargets,
  options: { runs: number; resultsDir: string; pages?: LighthousePage[] },
): Promise<LighthouseFigures> {
  const wanted = options.pages ?? ['home', 'homeAr', 'allProperty', 'property'];
  const browser = await launchChromium();
  try {
    const version = (await (
      await fetch(`http://127.0.0.1:${browser.port}/json/version`)
    ).json()) as { Browser: string };
    const pages: PageFigures[] = [];
    let homeScripts: ScriptFigures = { files: [], bytes: 0, gzipBytes: 0, transferBytes: 0 };
    const measurePage = async (name: string, pagePath: string, signedIn: boolean) => {
      const url = targets.origin + pagePath;
      const runs: Result[] = [];
      for (let i = 0; i < options.runs; i++) {
        if (signedIn) await signIn(browser.port, targets.origin, targets.token);
        runs.push(await audit(browser.port, url, signedIn));
      }
      const file = path.join(options.resultsDir, `lighthouse-${name}.json`);
      pages.push(figures(name, pagePath, runs, file));
      return runs;
    };
    if (wanted.includes('home')) {
      const runs = await measurePage('home', '/', false);
      homeScripts = await scriptsOf(runs[0]!, targets.origin);
    }
    let localeChunk: LighthouseFigures['localeChunk'];
    if (wanted.includes('homeAr')) {
      // The site offers Arabic (lighthouse-group.ts starts it with SITE_LOCALES): its home page,
      // right to left, with its texts as a chunk of their own.
      const runs = await measurePage('homeAr', '/ar', false);
      const scripts = await scriptsOf(runs[0]!, targets.origin);
      localeChunk = scripts.files.find((file) => /\/assets\/ar-[\w-]+\.js$/.test(file.url));
    }
    if (wanted.includes('allProperty')) await measurePage('allProperty', '/allProperty', false);
    if (wanted.includes('property')) {
      await measurePage('property', `/property/${targets.propertyId}`, true);
    }
    const { version: lighthouseVersion } = JSON.parse(
      readFileSync(createRequire(import.meta.url).resolve('lighthouse/package.json'), 'utf8'),
    ) as { version: string };
    return {
      chromium: version.Browser,
      lighthouse: lighthouseVersion,
      pages,
      homeScripts,
      localeChunk,
    };
  } finally {
    await browser.close();
  }
}
