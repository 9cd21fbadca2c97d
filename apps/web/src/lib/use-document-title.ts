import { useEffect } from 'react';
import { useLingui } from './i18n';
import { useSiteName } from './public-config';

/** The home page's tagline in English (SPEC.md); `useHomeTagline` gives it in the page's locale. */
export const HOME_TAGLINE = 'Your Perfect Place Awaits';

/** The home page's tagline in the page's locale. */
export function useHomeTagline(): string {
  const { _ } = useLingui();
  return _('common.homeTagline');
}

/** Sets the tab title to "{page} | {site name}", or "{site name} | {tagline}" for the home page. */
export function useDocumentTitle(page?: string): void {
  const siteName = useSiteName();
  const tagline = useHomeTagline();
  useEffect(() => {
    document.title = page ? `${page} | ${siteName}` : `${siteName} | ${tagline}`;
  }, [page, siteName, tagline]);
}
