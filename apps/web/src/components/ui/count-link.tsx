import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useLingui } from '../../lib/i18n';

/**
 * An icon link of the navigation bar with a count on it (unread messages, notifications): named
 * "Messages, 3 unread" for screen readers, the badge itself hidden from them.
 */
export function CountLink({
  to,
  name,
  count,
  icon,
}: {
  to: string;
  name: string;
  count: number;
  /** The paths of a 24 x 24 stroked icon. */
  icon: ReactNode;
}) {
  const { _ } = useLingui();
  const label = count > 0 ? _('common.unreadCount', { name, count }) : name;
  return (
    <Link to={to} className="btn btn-ghost btn-circle relative" aria-label={label} title={label}>
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
        {icon}
      </svg>
      {count > 0 && (
        <span
          aria-hidden="true"
          className="badge badge-error badge-sm absolute -top-0.5 -end-0.5 px-1.5"
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}
