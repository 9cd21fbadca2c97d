import { Link } from 'react-router';
import { useUnreadCount } from '../api/get-unread-count';

/** The navigation bar's way to Messages, with the count of unread messages addressed to me. */
export function UnreadMessagesLink({ signedIn }: { signedIn: boolean }) {
  const unread = useUnreadCount(signedIn);
  if (!signedIn) return null;
  const count = unread.data?.count ?? 0;
  const label = count > 0 ? `Messages, ${count} unread` : 'Messages';
  return (
    <Link
      to="/dashboard/messages"
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
        <path d="M4 5h16a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H8l-4 3V6a1 1 0 0 1 1-1z" />
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
