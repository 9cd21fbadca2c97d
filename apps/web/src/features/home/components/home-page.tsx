import { HOME_TAGLINE, useDocumentTitle } from '../../../lib/use-document-title';
import { useSiteName } from '../../../lib/public-config';
import { LatestReviewsSection } from '../../reviews/components/latest-reviews-section';
import { AdvertisedSection } from './advertised-section';
import { HeroCarousel } from './hero-carousel';

/** The home page: hero carousel, advertised properties and the latest reviews. */
export function HomePage() {
  useDocumentTitle();
  const siteName = useSiteName();
  return (
    <div className="flex flex-col gap-16">
      <h1 className="sr-only">
        {siteName}: {HOME_TAGLINE}
      </h1>
      <HeroCarousel />
      <AdvertisedSection />
      <LatestReviewsSection />
    </div>
  );
}
