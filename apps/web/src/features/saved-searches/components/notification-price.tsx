import type { Notification } from '@elite/shared';
import { formatMoney } from '@elite/shared/money';

/** "New listing" with its price, or "Price drop" with the old price struck and the new one. */
export function NotificationPrice({ notification }: { notification: Notification }) {
  const { kind, old_price: oldPrice, price } = notification;
  const drop = kind === 'price_drop';
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
      <span className={`badge badge-sm ${drop ? 'badge-success' : 'badge-info'}`}>
        {drop ? 'Price drop' : 'New listing'}
      </span>
      {drop && oldPrice !== null && (
        <del className="text-base-content/70">
          <span className="sr-only">was </span>
          {formatMoney(oldPrice)}
        </del>
      )}
      <span className="font-semibold">
        {drop && <span className="sr-only">now </span>}
        {price !== null && formatMoney(price)}
      </span>
    </p>
  );
}
