import type { PriceRange } from '@elite/shared';
import { formatMoney, formatPriceRange } from '@elite/shared/money';

/** `$1,250,000` */
export function Price({ amount }: { amount: number }) {
  return <span className="tabular-nums">{formatMoney(amount)}</span>;
}

/** `$100,000 - $250,000` */
export function PriceRangeText({ range }: { range: PriceRange }) {
  return <span className="tabular-nums">{formatPriceRange(range)}</span>;
}
