import { intlLocale, useLingui } from '../../lib/i18n';

/** One measure of a day: its heading, how it is read from the day and how it is written. */
export interface FigureColumn<Day> {
  key: string;
  header: string;
  value: (day: Day) => number;
  /** How a value is written; a whole number in the page's locale unless said. */
  format?: (value: number) => string;
}

export interface FigureDay {
  /** `YYYY-MM-DD` (UTC). */
  date: string;
}

/** A day as a date in the page's locale: `Mon, Nov 2` (`long`) or `Nov 2`. */
export function formatDay(date: string, locale: string, long = false): string {
  return new Intl.DateTimeFormat(locale, {
    ...(long ? { weekday: 'short' } : {}),
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

export function sumOf<Day>(days: Day[], column: FigureColumn<Day>): number {
  return days.reduce((total, day) => total + column.value(day), 0);
}

function useFormat() {
  useLingui();
  const number = new Intl.NumberFormat(intlLocale());
  return <Day,>(column: FigureColumn<Day>, value: number) =>
    column.format ? column.format(value) : number.format(value);
}

/** The period's totals, one figure each, above the chart and the table. */
export function FigureTotals<Day>({
  title,
  columns,
  days,
}: {
  title: string;
  columns: FigureColumn<Day>[];
  days: Day[];
}) {
  const format = useFormat();
  return (
    <section aria-label={title}>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {columns.map((column) => (
          <div key={column.key} className="border-base-300 bg-base-100 rounded-box border p-3">
            <dt className="text-base-content/80 text-sm">{column.header}</dt>
            <dd className="text-2xl font-bold tabular-nums">
              {format(column, sumOf(days, column))}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * The figures day by day: the accessible form of the chart (a caption, a heading for each
 * column and each day) with the period's totals at its foot. It scrolls within its box, so a
 * long period keeps the chart in view beside it.
 */
export function FiguresTable<Day extends FigureDay>({
  caption,
  columns,
  days,
}: {
  caption: string;
  columns: FigureColumn<Day>[];
  days: Day[];
}) {
  const { _ } = useLingui();
  const format = useFormat();
  const locale = intlLocale();
  return (
    <div
      className="border-base-300 rounded-box max-h-[32rem] overflow-auto border"
      tabIndex={0}
      role="region"
      aria-label={caption}
    >
      <table className="table-xs sm:table-sm table-pin-rows table">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{_('figures.date')}</th>
            {columns.map((column) => (
              <th key={column.key} scope="col" className="text-end align-bottom">
                {/* A heading of two words takes two lines, to keep the table beside the chart. */}
                <span className="inline-block w-min min-w-12 whitespace-normal">
                  {column.header}
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <th scope="row" className="font-medium whitespace-nowrap">
                <time dateTime={day.date}>{formatDay(day.date, locale, true)}</time>
              </th>
              {columns.map((column) => (
                <td key={column.key} className="text-end tabular-nums">
                  {format(column, column.value(day))}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{_('figures.total')}</th>
            {columns.map((column) => (
              <td key={column.key} className="text-end font-bold tabular-nums">
                {format(column, sumOf(days, column))}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
