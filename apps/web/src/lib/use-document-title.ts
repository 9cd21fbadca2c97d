import { useEffect } from 'react';
import { useSiteName } from './public-config';

export const HOME_TAGLINE = 'Your Perfect Place Awaits';

/** Sets the tab title to "{page} | {site name}", or "{site name} | {tagline}" for the home page. */
export function useDocumentTitle(page?: string): void {
  const siteName = useSiteName();
  useEffect(() => {
    document.title = page ? `${page} | ${siteName}` : `${siteName} | ${HOME_TAGLINE}`;
  }, [page, siteName]);
}
