import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { PropertyImage } from '../../../components/ui/property-image';
import { useAuth } from '../../../lib/auth';
import { useLingui } from '../../../lib/i18n';
import { useNotifications } from '../api/get-notifications';
import { notificationKeys } from '../api/keys';
import { useUnreadNotifications } from '../api/get-unread-notifications';
import { FIRST_PAGE } from '@elite/shared/paging';
import { isAgentNotice } from '@elite/shared';
import { NotificationPrice } from './notification-price';
import { NOTIFICATIONS_PATH } from './paths';

const SHOWN = 4;

/**
 * The home page's 'New for your searches': up to four unread notifications of a signed-in user.
 * Nothing at all otherwise, so that the page a visitor (and the server) renders is unchanged.
 */
export function NewForYourSearches() {
  const { _ } = useLingui();
  const { user } = useAuth();
  const signedIn = user !== null;
  const unread = useUnreadNotifications(signedIn);
  const count = unread.data?.count ?? 0;
  const list = useNotifications(FIRST_PAGE, signedIn && count > 0);
  // A new match (the bell's count changed): the list is read again, not taken from a cache of
  // before it (the Notifications page's, say).
  const queryClient = useQueryClient();
  useEffect(() => {
    if (count > 0) void queryClient.invalidateQueries({ queryKey: notificationKeys.lists });
  }, [count, queryClient]);
  // An agent's notices (docs/decisions/048) are not matches: they wait on the Notifications page.
  const unreadShown = (list.data?.notifications ?? []).filter((n) => !n.read);
  const shown = unreadShown.filter((n) => !isAgentNotice(n.kind)).slice(0, SHOWN);
  const matches = count - unreadShown.filter((n) => isAgentNotice(n.kind)).length;
  if (!signedIn || matches <= 0 || shown.length === 0) return null;

  return (
    <section aria-labelledby="new-for-your-searches" className="flex flex-col gap-6">
      <header className="flex flex-wrap items-end justify-between gap-2">
        <div className="flex flex-col gap-1">
          <h2 id="new-for-your-searches" className="text-3xl font-bold">
            {_('alerts.newForYourSearches')}
          </h2>
          <p className="text-base-content/80">{_('alerts.newMatches', { count: matches })}</p>
        </div>
        <Link to={NOTIFICATIONS_PATH} className="btn btn-outline btn-primary btn-sm">
          {_('alerts.seeAllNotifications')}
        </Link>
      </header>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {shown.map((notification) => (
          <li key={notification._id}>
            <Link
              to={`/property/${encodeURIComponent(notification.property_id ?? '')}`}
              className="card card-border bg-base-100 h-full overflow-hidden transition-shadow hover:shadow-md"
            >
              <PropertyImage
                src={notification.property_image ?? ''}
                alt=""
                sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
                className="aspect-[3/2] h-auto w-full"
              />
              <div className="card-body gap-1 p-4">
                <h3 className="card-title text-base break-words">{notification.property_title}</h3>
                <p className="text-base-content/70 text-sm">{notification.property_location}</p>
                <NotificationPrice notification={notification} />
              </div>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
