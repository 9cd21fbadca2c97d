import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { LocationLine } from './property-card';
import { useLingui } from '../../../lib/i18n';

const ListingMap = lazy(() => import('./listing-map'));

/**
 * Whether an element has come near the viewport (IntersectionObserver), or, in a browser without
 * it, whether the page is idle: what is below the fold loads only when it will be seen.
 */
function useNearViewport() {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    if (typeof IntersectionObserver === 'undefined') {
      const timer = setTimeout(() => setNear(true), 2000);
      return () => clearTimeout(timer);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '300px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return { ref, near };
}

interface ListingLocationProps {
  title: string;
  location: string;
  latitude: number | null;
  longitude: number | null;
}

/** Where the home is: the location text, and a small map with its pin when it has coordinates. */
export function ListingLocation({ title, location, latitude, longitude }: ListingLocationProps) {
  const { _ } = useLingui();
  const { ref, near } = useNearViewport();
  const hasPin = latitude !== null && longitude !== null;
  return (
    <section aria-labelledby="listing-location" className="flex flex-col gap-3">
      <h2 id="listing-location" className="text-xl font-bold">
        {_('listing.location')}
      </h2>
      <LocationLine location={location} />
      {hasPin && (
        <div ref={ref} className="rounded-box bg-base-200 h-64 w-full">
          {near && (
            <Suspense fallback={null}>
              <ListingMap
                latitude={latitude}
                longitude={longitude}
                label={_('listing.mapOf', { title })}
              />
            </Suspense>
          )}
        </div>
      )}
    </section>
  );
}
