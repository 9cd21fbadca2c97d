import type { ReactNode } from 'react';
import type { OpenHouse } from '@elite/shared/open-houses';
import { useLingui } from '../../../lib/i18n';
import { calendarHref, formatOpenHouseTimes } from '../lib/open-house-time';

/** The id of an open house's time, which its buttons name in their descriptions. */
export const openHouseTimeId = (id: string) => `open-house-${id}-time`;

/**
 * One open house: its date and times in the visitor's own time zone, its note, the actions
 * (`children`) and its calendar file.
 */
export function OpenHouseItem({
  openHouse,
  children,
}: {
  openHouse: OpenHouse;
  children?: ReactNode;
}) {
  const { _ } = useLingui();
  const timeId = openHouseTimeId(openHouse._id);
  return (
    <li className="rounded-box border-base-300 bg-base-100 flex flex-col gap-2 border p-4">
      <p className="font-semibold">
        <time id={timeId} dateTime={openHouse.start}>
          {formatOpenHouseTimes(openHouse.start, openHouse.end)}
        </time>
      </p>
      {openHouse.note && (
        <p dir="auto" className="text-base-content/80 text-sm whitespace-pre-line">
          {openHouse.note}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-2">
        {children}
        <a
          href={calendarHref(openHouse._id)}
          download={`open-house-${openHouse._id}.ics`}
          className="btn btn-ghost btn-sm"
          aria-describedby={timeId}
        >
          {_('open-houses.addToCalendar')}
        </a>
      </div>
    </li>
  );
}
