import { Suspense, lazy } from 'react';
import type { Property } from '@elite/shared';
import { useHydrated } from '../../../lib/use-hydrated';

/** The open houses' section loads beside the listing page, not with its first bundle. */
const OpenHousesSection = lazy(async () => ({
  default: (await import('./open-houses-section')).OpenHousesSection,
}));

/**
 * A listing's open houses on its page (CONTRACT.md section 13): the upcoming ones for a visitor,
 * with "I'll come" and the calendar file; the editor for the listing's own agent. Nothing on the
 * server's render (who is looking is only known in the browser) nor while there are none.
 */
export function ListingOpenHouses({ property }: { property: Property }) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <OpenHousesSection property={property} />
    </Suspense>
  );
}
