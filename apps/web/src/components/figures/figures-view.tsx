import type { UseQueryResult } from '@tanstack/react-query';
import { intlLocale, useLingui } from '../../lib/i18n';
import { Skeleton } from '../ui/skeleton';
import { ErrorState } from '../ui/states';
import { FiguresChart } from './figures-chart';
import { FigureTotals, FiguresTable, formatDay } from './figures-table';
import type { FigureColumn, FigureDay } from './figures-table';

interface FiguresViewProps<Day extends FigureDay> {
  query: UseQueryResult<{ days: Day[] }>;
  columns: FigureColumn<Day>[];
  /** The columns drawn in the chart (counts on one scale); all of them unless said. */
  charted?: FigureColumn<Day>[];
  /** Names the chart. */
  chartTitle: string;
  /** Names the table. */
  caption: string;
}

/**
 * A period's figures: its totals, then a chart with the table of the same numbers beside it
 * (below it on a phone), or the period's loading state or failure.
 */
export function FiguresView<Day extends FigureDay>({
  query,
  columns,
  charted = columns,
  chartTitle,
  caption,
}: FiguresViewProps<Day>) {
  const { _ } = useLingui();
  if (query.isPending) {
    return (
      <div role="status" aria-live="polite" className="flex flex-col gap-4">
        <span className="sr-only">{_('figures.loading')}</span>
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-72 w-full" />
      </div>
    );
  }
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const { days } = query.data;
  const locale = intlLocale();
  return (
    <div
      className={`flex flex-col gap-6 ${query.isPlaceholderData ? 'opacity-60' : ''}`}
      aria-busy={query.isPlaceholderData || undefined}
    >
      <FigureTotals title={_('figures.totals')} columns={columns} days={days} />
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 xl:grid-cols-[minmax(0,1fr)_auto]">
        <FiguresChart
          title={chartTitle}
          labels={days.map((day) => formatDay(day.date, locale))}
          series={charted.map((column) => ({
            key: column.key,
            label: column.header,
            values: days.map((day) => column.value(day)),
          }))}
        />
        <FiguresTable caption={caption} columns={columns} days={days} />
      </div>
    </div>
  );
}
