const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat(undefined, {
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** An ISO time from the API in the visitor's locale; text that is not a date is shown as it is. */
export function LocalDate({ value, withTime = false }: { value: string; withTime?: boolean }) {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return <span>{value}</span>;
  return (
    <time dateTime={date.toISOString()}>
      {(withTime ? dateTimeFormat : dateFormat).format(date)}
    </time>
  );
}
