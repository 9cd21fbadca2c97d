import type { ReactNode } from 'react';
import { useLingui } from '../../../lib/i18n';
import { visitorTimeZone } from '../lib/open-house-time';

const OPEN_HOUSES_HEADING = 'listing-open-houses';

/** The section's frame: its heading, in whose time zone the times are, and its content. */
export function OpenHousesFrame({ children }: { children: ReactNode }) {
  const { _ } = useLingui();
  return (
    <section aria-labelledby={OPEN_HOUSES_HEADING} className="flex flex-col gap-3">
      <h2 id={OPEN_HOUSES_HEADING} className="text-xl font-bold">
        {_('open-houses.title')}
      </h2>
      <p className="text-base-content/70 text-sm">
        {_('open-houses.timeZone', { zone: visitorTimeZone() })}
      </p>
      {children}
    </section>
  );
}
