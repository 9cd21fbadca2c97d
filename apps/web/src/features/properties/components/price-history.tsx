import type { PriceHistoryEntry } from '@elite/shared';
import type { RentPeriod } from '@elite/shared/listing-rental';
import { formatMoney, formatPriceRange } from '@elite/shared/money';
import { Price, PriceRangeText, rentText } from '../../../components/ui/price';
import { intlLocale, useLingui } from '../../../lib/i18n';

const EVENT_LABELS: Record<PriceHistoryEntry['event'], string> = {
  listed: 'listing.eventListed',
  price_changed: 'listing.eventPriceChanged',
  sold: 'listing.eventSold',
};

/** The same on the server and in the browser: the page's locale and UTC. */
const dateFormat = (locale: string) =>
  new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

/** A rental's entry: the rent per its period, as cards say it (CONTRACT.md section 12). */
function RentEntry({ entry, period }: { entry: PriceHistoryEntry; period: RentPeriod }) {
  const price =
    entry.min === entry.max
      ? formatMoney(entry.min)
      : formatPriceRange({ min: entry.min, max: entry.max });
  return <span className="tabular-nums">{rentText(price, period)}</span>;
}

/**
 * What the public saw of the price, oldest first (CONTRACT.md section 6); of a home to rent
 * (`rentPeriod` set), the rent per month or week, and its let where a sale would be.
 */
export function PriceHistory({
  history,
  rentPeriod = null,
}: {
  history: PriceHistoryEntry[];
  rentPeriod?: RentPeriod | null;
}) {
  const { _ } = useLingui();
  if (history.length === 0) return null;
  const dates = dateFormat(intlLocale());
  return (
    <section aria-labelledby="price-history" className="flex flex-col gap-3">
      <h2 id="price-history" className="text-xl font-bold">
        {_('listing.priceHistory')}
      </h2>
      <div className="rounded-box border-base-300 overflow-x-auto border">
        <table className="table">
          <thead>
            <tr>
              <th scope="col">{_('listing.date')}</th>
              <th scope="col">{_('listing.event')}</th>
              <th scope="col">{_('listing.price')}</th>
            </tr>
          </thead>
          <tbody>
            {history.map((entry, index) => (
              <tr key={`${index}-${entry.date}`}>
                <td className="whitespace-nowrap">
                  <time dateTime={entry.date}>{dates.format(new Date(entry.date))}</time>
                </td>
                <td>
                  {rentPeriod && entry.event === 'sold'
                    ? _('rental.let')
                    : _(EVENT_LABELS[entry.event])}
                </td>
                <td>
                  {/* A sale has one price, not a range. */}
                  {rentPeriod ? (
                    <RentEntry entry={entry} period={rentPeriod} />
                  ) : entry.min === entry.max ? (
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
