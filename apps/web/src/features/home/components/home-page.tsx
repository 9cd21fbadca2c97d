import { lazy, Suspense, useEffect } from 'react';
import { useAuth } from '../../../lib/auth';
import { useSiteName } from '../../../lib/public-config';
import { useLingui } from '../../../lib/i18n';
import { LatestReviews } from '../../reviews';
import { loadNewForYourSearches } from '../../saved-searches';
import { AdvertisedSection } from './advertised-section';
import { HeroCarousel } from './hero-carousel';
import { HomeSearch } from './home-search';
import { HomeSection } from './home-section';

/** Only a signed-in user has matches: a visitor's home page (and the server's) never loads it. */
const NewForYourSearches = lazy(async () => ({
  default: (await loadNewForYourSearches()).NewForYourSearches,
}));

/**
 * The home page: hero carousel, a search box, a signed-in user's new matches of their saved searches,
 * advertised properties and the latest reviews.
 */
export function HomePage() {
  const { _ } = useLingui();
  const siteName = useSiteName();
  // useDocumentTitle()'s home title ("{site name} | {tagline}"), in the page's language.
  const title = _('home.documentTitle', { siteName });
  useEffect(() => {
    document.title = title;
  }, [title]);
  const { user } = useAuth();
  return (
    <div className="flex flex-col gap-16">
      <h1 className="sr-only">{_('home.heading', { siteName })}</h1>
      <div className="flex flex-col gap-6">
        <HeroCarousel />
        <HomeSearch />
      </div>
      {user && (
        <Suspense fallback={null}>
          <NewForYourSearches />
        </Suspense>
      )}
      <AdvertisedSection />
      <HomeSection id="latest-reviews" title={_('home.userReview')} intro={_('home.reviewsIntro')}>
        <LatestReviews />
      </HomeSection>
    </div>
  );
}
