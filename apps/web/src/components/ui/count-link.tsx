import type { ReactNode } from 'react';
import { Link } from 'react-router';

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
  const label = count > 0 ? `${name}, ${count} unread` : name;
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
          className="badge badge-error badge-sm absolute -top-0.5 -right-0.5 px-1.5"
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}
