import { createEvent, type EventAttributes } from 'ics';
import type { ViewingStatus } from '@elite/shared';
import { pathInLocale, type Locale } from '@elite/shared/locales';
import { translate } from '../../lib/i18n';
import type { ViewingRow } from './repository';

const icsStatus: Record<ViewingStatus, EventAttributes['status']> = {
  requested: 'TENTATIVE',
  confirmed: 'CONFIRMED',
  declined: 'CANCELLED',
  cancelled: 'CANCELLED',
};

/**
 * A name as an RFC 5545 parameter value (the CN of ORGANIZER and ATTENDEE), which the ics
 * library puts between double quotes without escaping line breaks: a parameter value cannot
 * hold a double quote or a control character at all, so they are written as RFC 6868 says
 * (`^'` a quote, `^n` a line break, `^^` a caret) and other control characters dropped. A name
 * with `"` or CR/LF could otherwise end the line and add properties of its own.
 */
export function parameterText(name: string): string {
  return name
    .replace(/\^/g, '^^')
    .replace(/\r\n|[\r\n]/g, '^n')
    .replace(/"/g, "^'")
    .replace(/\p{Cc}/gu, '');
}

/** Where the event is read: the caller's locale among those the site offers (the first its default). */
export interface CalendarPlace {
  locale: Locale;
  offered: readonly Locale[];
}

/**
 * The viewing as an RFC 5545 event: one hour from its start (in UTC), the same UID every time
 * it is downloaded (a calendar updates the event instead of adding another). Its words are in
 * the caller's locale, its link to the listing's page in that locale.
 */
export function viewingCalendar(
  viewing: ViewingRow,
  publicUrl: string,
  { locale, offered }: CalendarPlace = { locale: 'en', offered: ['en'] },
): string {
  const start = viewing.startAt;
  const link = `${publicUrl}${pathInLocale(`/property/${viewing.propertyId}`, locale, offered)}`;
  const { error, value } = createEvent({
    productId: 'elite-property/viewings',
    uid: `${viewing.id}@elite-property`,
    start: [
      start.getUTCFullYear(),
      start.getUTCMonth() + 1,
      start.getUTCDate(),
      start.getUTCHours(),
      start.getUTCMinutes(),
    ],
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { hours: 1 },
    title: translate(locale, 'calendar.title', { title: viewing.title }),
    // TEXT values (title, location, description) are escaped by the library (RFC 5545 3.3.11).
    location: viewing.location,
    ...(viewing.latitude !== null &&
      viewing.longitude !== null && { geo: { lat: viewing.latitude, lon: viewing.longitude } }),
    description: [viewing.note, translate(locale, 'calendar.listing', { link })]
      .filter(Boolean)
      .join('\n\n'),
    url: link,
    status: icsStatus[viewing.status],
    organizer: { name: parameterText(viewing.agentName), email: viewing.agentEmail },
    attendees: [
      {
        name: parameterText(viewing.buyerName),
        email: viewing.buyerEmail,
        role: 'REQ-PARTICIPANT',
      },
    ],
  });
  if (error || !value) throw error ?? new Error('calendar event not made');
  return value;
}
