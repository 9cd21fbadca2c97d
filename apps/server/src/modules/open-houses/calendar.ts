import { createEvent, type DateArray } from 'ics';
import { pathInLocale } from '@elite/shared/locales';
import { translate } from '../../lib/i18n';
import { parameterText, type CalendarPlace } from '../viewings/calendar';

/** What an open house's calendar event says. */
export interface OpenHouseEvent {
  id: string;
  propertyId: string;
  startAt: Date;
  endAt: Date;
  note: string | null;
  title: string;
  location: string;
  latitude: number | null;
  longitude: number | null;
  agentName: string | null;
  agentEmail: string | null;
}

const utc = (at: Date): DateArray => [
  at.getUTCFullYear(),
  at.getUTCMonth() + 1,
  at.getUTCDate(),
  at.getUTCHours(),
  at.getUTCMinutes(),
];

/**
 * The open house as an RFC 5545 event, from its start to its end (in UTC), with the same UID
 * every time (a calendar updates the event instead of adding another). Its words are in the
 * reader's locale, its link to the listing's page in that locale; `cancelled` marks it so.
 */
export function openHouseCalendar(
  openHouse: OpenHouseEvent,
  publicUrl: string,
  { locale, offered }: CalendarPlace = { locale: 'en', offered: ['en'] },
  cancelled = false,
): string {
  const link = `${publicUrl}${pathInLocale(`/property/${openHouse.propertyId}`, locale, offered)}`;
  const { error, value } = createEvent({
    productId: 'elite-property/open-houses',
    uid: `${openHouse.id}@elite-property.open-house`,
    method: cancelled ? 'CANCEL' : 'PUBLISH',
    start: utc(openHouse.startAt),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: utc(openHouse.endAt),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: translate(locale, 'calendar.openHouseTitle', { title: openHouse.title }),
    // TEXT values (title, location, description) are escaped by the library (RFC 5545 3.3.11).
    location: openHouse.location,
    ...(openHouse.latitude !== null &&
      openHouse.longitude !== null && {
        geo: { lat: openHouse.latitude, lon: openHouse.longitude },
      }),
    description: [openHouse.note, translate(locale, 'calendar.listing', { link })]
      .filter(Boolean)
      .join('\n\n'),
    url: link,
    status: cancelled ? 'CANCELLED' : 'CONFIRMED',
    ...(openHouse.agentEmail && {
      organizer: { name: parameterText(openHouse.agentName ?? ''), email: openHouse.agentEmail },
    }),
  });
  if (error || !value) throw error ?? new Error('calendar event not made');
  return value;
}
