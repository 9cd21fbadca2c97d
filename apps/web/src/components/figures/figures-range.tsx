import { useSearchParams } from 'react-router';
import { useLingui } from '../../lib/i18n';

/** The periods the dashboards' figures are shown for (CONTRACT.md section 14). */
export const FIGURE_RANGES = [7, 30, 90] as const;
export type FigureRange = (typeof FIGURE_RANGES)[number];

const DAY_MS = 24 * 60 * 60 * 1000;

/** `YYYY-MM-DD` of a moment, as the API names its days (UTC). */
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The `from` and `to` of the last `days` days, today included. */
export function rangeDates(days: FigureRange, now = Date.now()): { from: string; to: string } {
  return { from: isoDay(now - (days - 1) * DAY_MS), to: isoDay(now) };
}

/** The period in the address (`?days=`), 30 days unless it names another one offered. */
export function useFigureRange(): [FigureRange, (days: FigureRange) => void] {
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('days'));
  const days = FIGURE_RANGES.find((range) => range === asked) ?? 30;
  const choose = (next: FigureRange) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('days', String(next));
        return updated;
      },
      { replace: true },
    );
  return [days, choose];
}

/** "7 days / 30 days / 90 days": a group of radio buttons that look like a button bar. */
export function FigureRangeChoice({
  value,
  onChange,
}: {
  value: FigureRange;
  onChange: (days: FigureRange) => void;
}) {
  const { _ } = useLingui();
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="pb-1 text-sm font-medium">{_('figures.period')}</legend>
      <div className="join">
        {FIGURE_RANGES.map((days) => (
          <input
            key={days}
            type="radio"
            name="figure-range"
            className="join-item btn btn-sm"
            aria-label={_('figures.lastDays', { days })}
            checked={value === days}
            onChange={() => onChange(days)}
          />
        ))}
      </div>
    </fieldset>
  );
}
