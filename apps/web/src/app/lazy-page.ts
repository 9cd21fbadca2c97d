import { lazy, type ComponentType } from 'react';
import { createPath, type DataRouter } from 'react-router';
import { loadAgentTexts, loadAllTexts } from '../lib/i18n';
import { wantToasts } from '../lib/toast-demand';

const RELOADED_KEY = 'elite-reloaded-for';

/** The app's router, handed over by router.tsx (which imports this file, so not the reverse). */
let appRouter: Pick<DataRouter, 'state'> | undefined;

export function setLazyPagesRouter(router: Pick<DataRouter, 'state'>) {
  appRouter = router;
}

/** The page a navigation is heading for: a failed code load opens it afresh. */
function targetPath(): string {
  if (!appRouter) return window.location.pathname + window.location.search;
  const { navigation, location } = appRouter.state;
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
    // On the server (entry-server.tsx renders the list and a listing's page) there is no tab to
    // reload: a failed load is the render's error, and the browser renders the page instead.
    if (typeof window === 'undefined') {
      const [module] = await Promise.all([load(), loadAllTexts()]);
      return { Component: page(module) };
    }
    // Such a page may toast as it opens.
    wantToasts();
    try {
      // The page's texts come with it (all of English beyond what the first page showed).
      const [module] = await Promise.all([load(), loadAllTexts()]);
      sessionStorage.removeItem(RELOADED_KEY);
      return { Component: page(module) };
    } catch (error) {
      const path = targetPath();
      if (sessionStorage.getItem(RELOADED_KEY) === path) throw error;
      sessionStorage.setItem(RELOADED_KEY, path);
      window.location.assign(path);
      // The document is being replaced; nothing renders meanwhile.
      return new Promise<never>(() => undefined);
    }
  };
}

/**
 * A page whose code loads on first use, as a component (React's `lazy`), for the pages inside a
 * layout that waits for them itself: the dashboard shows its menu and a loading state inside
 * (its <Suspense>) meanwhile, rather than nothing. A failed load is handled as `lazyPage` does.
 */
export function lazyComponent<Module>(
  load: () => Promise<Module>,
  page: (module: Module) => ComponentType,
) {
  const route = lazyPage(load, page);
  return lazy(async () => ({ default: (await route()).Component }));
}

/**
 * A page only agents or admins open, as `lazyComponent`, with the texts only their pages show
 * (build/locale-catalogues.ts' AGENT_PARTS: another locale's chunk of its own).
 */
export function lazyStaffPage<Module>(
  load: () => Promise<Module>,
  page: (module: Module) => ComponentType,
) {
  return lazyComponent(async () => (await Promise.all([load(), loadAgentTexts()]))[0], page);
}
