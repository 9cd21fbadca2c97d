import { intlLocale } from '../../../lib/i18n';

/** The calendar file of an open house (an RFC 5545 event), for a plain download link. */
export const calendarHref = (id: string) =>
  `/api/open-houses/${encodeURIComponent(id)}/calendar.ics`;

/** The visitor's time zone, as the browser names it ("Europe/Paris"). */
export const visitorTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

const formats = new Map<string, Intl.DateTimeFormat>();

function rangeFormat(locale: string): Intl.DateTimeFormat {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      weekday: 'long',
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    });
    formats.set(locale, format);
  }
  return format;
}

/**
 * An open house's start and end in the visitor's own time zone, with the zone named, in the
 * page's locale ("Saturday, 5 December 2026, 10:00 – 12:00 GMT").
 */
export function formatOpenHouseTimes(start: string, end: string): string {
  const from = new Date(start);
  const to = new Date(end);
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) return `${start} – ${end}`;
  return rangeFormat(intlLocale()).formatRange(from, to);
}
