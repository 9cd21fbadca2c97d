import { useHydrated } from '../../lib/use-hydrated';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat(undefined, {
  dateStyle: 'medium',
  timeStyle: 'short',
});
// The server knows neither the visitor's locale nor their time zone: its pages say UTC, in
// English, and the browser switches to the visitor's own once it has taken the page over.
const serverDateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
const serverDateTimeFormat = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});

/** An ISO time from the API in the visitor's locale; text that is not a date is shown as it is. */
export function LocalDate({ value, withTime = false }: { value: string; withTime?: boolean }) {
  const hydrated = useHydrated();
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return <span>{value}</span>;
  const format = hydrated
    ? withTime
      ? dateTimeFormat
      : dateFormat
    : withTime
      ? serverDateTimeFormat
      : serverDateFormat;
  return <time dateTime={date.toISOString()}>{format.format(date)}</time>;
}
