import type { PriceRange } from '@elite/shared';
import type { RentPeriod } from '@elite/shared/listing-rental';
import { formatMoney, formatPriceRange } from '@elite/shared/money';
import { i18n, useLingui } from '../../lib/i18n';

/** `$1,250,000` */
export function Price({ amount }: { amount: number }) {
  return <span className="tabular-nums">{formatMoney(amount)}</span>;
}

/** `$100,000 - $250,000` */
export function PriceRangeText({ range }: { range: PriceRange }) {
  return <span className="tabular-nums">{formatPriceRange(range)}</span>;
}

/** A rent in the page's locale: `$1,200/month`, `$300/week` (CONTRACT.md section 12). */
export function rentText(price: string, period: RentPeriod | null): string {
  return period === 'week'
    ? i18n._('card.rentPerWeek', { price })
    : i18n._('card.rentPerMonth', { price });
}

interface ListingPriceData {
  price_range: PriceRange;
  /** Absent or `sale`: a price to buy; `rent`: the rent per `rent_period`. */
  listing_type?: 'sale' | 'rent' | null;
  rent_period?: RentPeriod | null;
}

/** A listing's price range: a sale's as it always was, a rental's with "/month" or "/week". */
export function ListingPriceText({ property }: { property: ListingPriceData }) {
  useLingui();
  if (property.listing_type !== 'rent') return <PriceRangeText range={property.price_range} />;
  return (
    <span className="tabular-nums">
      {rentText(formatPriceRange(property.price_range), property.rent_period ?? null)}
    </span>
  );
}

/** An amount of rent: `$1,200/month`. */
export function RentAmount({ amount, period }: { amount: number; period: RentPeriod | null }) {
  useLingui();
  return <span className="tabular-nums">{rentText(formatMoney(amount), period)}</span>;
}
