import { useHydrated } from '../../lib/use-hydrated';

const medium = { dateStyle: 'medium' } as const;
const mediumWithTime = { dateStyle: 'medium', timeStyle: 'short' } as const;

/**
 * The visitor's locale and time zone; the server knows neither, so its pages say UTC, in
 * English, and the browser switches to the visitor's own once it has taken the page over.
 */
const formats = {
  visitor: {
    date: new Intl.DateTimeFormat(undefined, medium),
    dateTime: new Intl.DateTimeFormat(undefined, mediumWithTime),
  },
  server: {
    date: new Intl.DateTimeFormat('en-US', { ...medium, timeZone: 'UTC' }),
    dateTime: new Intl.DateTimeFormat('en-US', { ...mediumWithTime, timeZone: 'UTC' }),
  },
};

/** An ISO time from the API in the visitor's locale; text that is not a date is shown as it is. */
export function LocalDate({ value, withTime = false }: { value: string; withTime?: boolean }) {
  const hydrated = useHydrated();
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return <span>{value}</span>;
  const format = formats[hydrated ? 'visitor' : 'server'][withTime ? 'dateTime' : 'date'];
  return <time dateTime={date.toISOString()}>{format.format(date)}</time>;
}
