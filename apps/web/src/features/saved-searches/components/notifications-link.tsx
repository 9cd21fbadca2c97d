import { Link } from 'react-router';
import { useUnreadNotifications } from '../api/get-unread-notifications';
import { NOTIFICATIONS_PATH } from './paths';

/** The navigation bar's bell: the way to Notifications, with the count of unread ones. */
export function NotificationsLink({ signedIn }: { signedIn: boolean }) {
  const unread = useUnreadNotifications(signedIn);
  if (!signedIn) return null;
  const count = unread.data?.count ?? 0;
  const label = count > 0 ? `Notifications, ${count} unread` : 'Notifications';
  return (
    <Link
      to={NOTIFICATIONS_PATH}
      className="btn btn-ghost btn-circle relative"
      aria-label={label}
      title={label}
    >
      <svg
        viewBox="0 0 24 24"
        className="size-6"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
        <path d="M13.7 21a2 2 0 0 1-3.4 0" />
      </svg>
      {count > 0 && (
        <span
          aria-hidden="true"
          className="badge badge-error badge-sm absolute -top-0.5 -right-0.5 px-1.5"
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}
