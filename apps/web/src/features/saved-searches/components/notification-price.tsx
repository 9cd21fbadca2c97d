import type { Notification } from '@elite/shared';
import { formatMoney } from '@elite/shared/money';
import { useLingui } from '../../../lib/i18n';

/**
 * "New listing" or "Open house" with its price, or "Price drop" with the old price struck and
 * the new one.
 */
export function NotificationPrice({ notification }: { notification: Notification }) {
  const { _ } = useLingui();
  const { kind, old_price: oldPrice, price } = notification;
  const drop = kind === 'price_drop';
  const openHouse = kind === 'open_house';
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
      <span className={`badge badge-sm ${drop ? 'badge-success' : 'badge-info'}`}>
        {drop ? _('alerts.priceDrop') : openHouse ? _('alerts.openHouse') : _('alerts.newListing')}
      </span>
      {drop && oldPrice !== null && (
        <del className="text-base-content/70">
          <span className="sr-only">{_('alerts.was')} </span>
          {formatMoney(oldPrice)}
        </del>
      )}
      <span className="font-semibold">
        {drop && <span className="sr-only">{_('alerts.now')} </span>}
        {price !== null && formatMoney(price)}
      </span>
    </p>
  );
}
