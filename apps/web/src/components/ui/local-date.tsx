import { intlLocale, useLingui } from '../../lib/i18n';
import { useHydrated } from '../../lib/use-hydrated';

const medium = { dateStyle: 'medium' } as const;
const mediumWithTime = { dateStyle: 'medium', timeStyle: 'short' } as const;

type Audience = 'visitor' | 'server';

/**
 * The page's locale (CONTRACT.md section 11) in the visitor's time zone; the server does not
 * know the time zone, so its pages say UTC, and the browser switches to the visitor's own once
 * it has taken the page over.
 * Each formatter is made on first use: the first one loads the browser's locale data (about
 * 20 ms), which pages without a date never need.
 */
const formats = new Map<string, Intl.DateTimeFormat>();

function formatFor(audience: Audience, withTime: boolean): Intl.DateTimeFormat {
  const locale = intlLocale();
  const key = `${locale}:${audience}:${withTime}`;
  let format = formats.get(key);
  if (!format) {
    const style = withTime ? mediumWithTime : medium;
    format =
      audience === 'visitor'
        ? new Intl.DateTimeFormat(locale, style)
        : new Intl.DateTimeFormat(locale, { ...style, timeZone: 'UTC' });
    formats.set(key, format);
  }
  return format;
}

/** An ISO time from the API in the visitor's locale; text that is not a date is shown as it is. */
export function LocalDate({ value, withTime = false }: { value: string; withTime?: boolean }) {
  const hydrated = useHydrated();
  // Rendered again in a new locale.
  useLingui();
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return <span>{value}</span>;
  const format = formatFor(hydrated ? 'visitor' : 'server', withTime);
  return <time dateTime={date.toISOString()}>{format.format(date)}</time>;
}

/** A calendar date (`YYYY-MM-DD`, no time zone) in the page's locale: `12 Jan 2027`. */
export function formatCalendarDate(value: string): string {
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return value;
  return formatFor('server', false).format(date);
}

/** A calendar date as a `<time>`, the same day whatever the visitor's time zone. */
export function CalendarDate({ value }: { value: string }) {
  useLingui();
  return <time dateTime={value}>{formatCalendarDate(value)}</time>;
}
