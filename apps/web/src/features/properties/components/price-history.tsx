import type { PriceHistoryEntry } from '@elite/shared';
import { Price, PriceRangeText } from '../../../components/ui/price';

const EVENT_LABELS: Record<PriceHistoryEntry['event'], string> = {
  listed: 'Listed',
  price_changed: 'Price changed',
  sold: 'Sold',
};

/** The same on the server and in the browser: a fixed locale and UTC. */
const dateFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** What the public saw of the price, oldest first (CONTRACT.md section 6). */
export function PriceHistory({ history }: { history: PriceHistoryEntry[] }) {
  if (history.length === 0) return null;
  return (
    <section aria-labelledby="price-history" className="flex flex-col gap-3">
      <h2 id="price-history" className="text-xl font-bold">
        Price history
      </h2>
      <div className="rounded-box border-base-300 overflow-x-auto border">
        <table className="table">
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Event</th>
              <th scope="col">Price</th>
            </tr>
          </thead>
          <tbody>
            {history.map((entry, index) => (
              <tr key={`${index}-${entry.date}`}>
                <td className="whitespace-nowrap">
                  <time dateTime={entry.date}>{dateFormat.format(new Date(entry.date))}</time>
                </td>
                <td>{EVENT_LABELS[entry.event]}</td>
                <td>
                  {/* A sale has one price, not a range. */}
                  {entry.min === entry.max ? (
                    <Price amount={entry.min} />
                  ) : (
                    <PriceRangeText range={{ min: entry.min, max: entry.max }} />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
