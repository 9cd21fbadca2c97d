// The Lighthouse group of `npm run bench` (bench/run.ts): the demo data's pages, signed in where
// a buyer would be, and `npm start` on the demo DATA_DIR.
import { runLighthouse } from './lighthouse';
import { removeDir, startServer, tempDir, type Running } from './processes';
import type { RunResult } from './results';
import { resultsDir, say } from './runner';

/** Lighthouse on fresh demo data, then `npm start` on its DATA_DIR (fewer runs when `quick`). */
export async function runLighthouseGroup(quick: boolean): Promise<RunResult['lighthouse']> {
  const dataDir = tempDir('bench-demo-');
  let server: Running | undefined;
  try {
    say('lighthouse: starting the server on fresh demo data');
    // Every shipped locale offered, English the default: its pages are as without the variable
    // but for the language links, and the Arabic home page is measured too.
    server = await startServer({
      dataDir,
      seedDemo: true,
      env: { SITE_LOCALES: 'en,es,fr,de,ar' },
    });
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'user@eliteproperty.test', password: 'Demo@123' }),
    });
    if (!login.ok) throw new Error(`demo buyer cannot sign in: ${login.status}`);
    const { token } = (await login.json()) as { token: string };
    const [first] = (await (await fetch(`${server.url}/api/property?limit=1`)).json()) as {
      _id: string;
    }[];
    if (!first) throw new Error('no listed property in the demo data');
    const figures = await runLighthouse(
      { origin: server.url, propertyId: first._id, token },
      // Five runs: single runs of the same build differ by up to 100 ms of TBT on this machine.
      { runs: quick ? 1 : 5, resultsDir, pages: quick ? ['home'] : undefined },
    );
    for (const p of figures.pages) {
      say(
        `lighthouse ${p.page}: ${p.performance}, accessibility ${p.accessibility} (LCP ${Math.round(p.lcpMs)} ms, TBT ${Math.round(p.tbtMs)} ms, CLS ${p.cls.toFixed(3)})`,
      );
    }
    await server.stop();
    server = undefined;
    const restartMs: number[] = [];
    for (let i = 0; i < (quick ? 1 : 2); i++) {
      const again = await startServer({ dataDir, seedDemo: true, viaNpm: true });
      restartMs.push(again.readyMs);
      await again.stop();
    }
    say(`npm start on the demo DATA_DIR: ${restartMs.map(Math.round).join(', ')} ms`);
    return { ...figures, restartMs };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    say(`lighthouse: FAILED ${message}`);
    return {
      chromium: '',
      lighthouse: '',
      pages: [],
      homeScripts: { files: [], bytes: 0, gzipBytes: 0, transferBytes: 0 },
      error: message,
    };
  } finally {
    await server?.stop();
    removeDir(dataDir);
  }
}
