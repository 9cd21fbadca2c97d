import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { startServer, type RunningServer } from '../../../server/test/helpers/spawn-server';
import { launchBrowser } from './browser';

export interface E2eContext {
  server: RunningServer;
  browser: Browser;
}

/**
 * One running product (the built web app and server, as `npm start` runs them, on an empty
 * embedded database) and one Chromium for a test file.
 */
export function useProduct(env: Record<string, string> = {}): () => E2eContext {
  let context: E2eContext | undefined;
  beforeAll(async () => {
    const [server, browser] = await Promise.all([
      startServer({ env, built: true }),
      launchBrowser(),
    ]);
    context = { server, browser };
  });
  afterAll(async () => {
    await context?.browser.close();
    await context?.server.stop();
  });
  return () => {
    if (!context) throw new Error('product not started');
    return context;
  };
}
