import type { ComponentType } from 'react';
import { createPath } from 'react-router';

const RELOADED_KEY = 'elite-reloaded-for';

/**
 * The page a navigation is heading for: a failed code load opens it afresh. Read from the
 * router only when needed (the router imports this file).
 */
async function targetPath(): Promise<string> {
  const { router } = await import('./router');
  const { navigation, location } = router.state;
  return createPath(navigation.location ?? location);
}

/**
 * A route's page whose code loads on first use. If that code is gone (the site was rebuilt
 * since this tab loaded, so the old file names no longer exist), the page is opened afresh
 * once, which loads the new build, instead of showing an error.
 */
export function lazyPage<Module>(
  load: () => Promise<Module>,
  page: (module: Module) => ComponentType,
) {
  return async () => {
    try {
      const module = await load();
      sessionStorage.removeItem(RELOADED_KEY);
      return { Component: page(module) };
    } catch (error) {
      const path = await targetPath();
      if (sessionStorage.getItem(RELOADED_KEY) === path) throw error;
      sessionStorage.setItem(RELOADED_KEY, path);
      window.location.assign(path);
      // The document is being replaced; nothing renders meanwhile.
      return new Promise<never>(() => undefined);
    }
  };
}
