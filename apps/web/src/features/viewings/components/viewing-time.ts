import { VIEWING_MAX_DAYS_AHEAD } from '@elite/shared';
import { intlLocale } from '../../../lib/i18n';

const DAY = 24 * 60 * 60 * 1000;
const pad = (n: number) => String(n).padStart(2, '0');

/** A time as a datetime-local input holds it: the visitor's own clock, to the minute. */
export function toLocalInputValue(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The earliest and latest times the form offers: from now to 90 days ahead. */
export function viewingWindow(now = new Date()) {
  return {
    min: toLocalInputValue(now),
    max: toLocalInputValue(new Date(now.getTime() + VIEWING_MAX_DAYS_AHEAD * DAY)),
  };
}

/**
 * A datetime-local value ("2026-12-01T10:00") as ISO-8601 with the browser's offset at that date
 * ("2026-12-01T10:00:00+01:00"), so the server keeps the visitor's own clock time.
 */
export function withLocalOffset(local: string): string {
  const offset = -new Date(local).getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  const abs = Math.abs(offset);
  return `${local.slice(0, 16)}:00${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** Whether a datetime-local value lies in the future and at most 90 days ahead. */
export function checkViewingTime(local: string, now = new Date()): 'past' | 'far' | 'ok' {
  const time = new Date(local).getTime();
  if (Number.isNaN(time) || time <= now.getTime()) return 'past';
  if (time > now.getTime() + VIEWING_MAX_DAYS_AHEAD * DAY) return 'far';
  return 'ok';
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** A viewing's time in the visitor's own time zone, with the zone named, in the page's locale. */
export function formatViewingTime(iso: string): string {
  const locale = intlLocale();
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      weekday: 'short',
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    });
    formats.set(locale, format);
  }
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : format.format(date);
}
