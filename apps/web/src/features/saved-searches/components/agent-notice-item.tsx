import { Link } from 'react-router';
import type { AgentNoticeKind, Notification } from '@elite/shared';
import { LocalDate } from '../../../components/ui/local-date';
import { PropertyImage } from '../../../components/ui/property-image';
import { useLingui } from '../../../lib/i18n';
import { agentNoticeText } from '../lib/texts';
import { AGENT_LISTINGS_PATH, PROFILE_PATH } from './paths';

const BADGES: Record<AgentNoticeKind, string> = {
  listing_verified: 'badge-success',
  listing_rejected: 'badge-warning',
  account_marked_fraud: 'badge-error',
};

/**
 * An agent's notice on the Notifications page (docs/decisions/048): their listing verified or
 * rejected, linked to the listing (and, when rejected, to My Added Property where it can be
 * changed), or their account marked as fraud, linked to the profile.
 */
export function AgentNoticeItem({
  notification,
  kind,
  unread,
}: {
  notification: Notification;
  kind: AgentNoticeKind;
  unread: boolean;
}) {
  const { _ } = useLingui();
  const text = agentNoticeText(kind);
  const listingId = notification.property_id;
  return (
    <article
      className={`rounded-box flex gap-3 border p-3 sm:gap-4 ${
        unread ? 'border-primary bg-primary/5' : 'border-base-300 bg-base-100'
      }`}
    >
      {listingId !== null && (
        <PropertyImage
          src={notification.property_image ?? ''}
          alt=""
          sizes="8rem"
          className="rounded-box h-20 w-24 shrink-0 sm:h-24 sm:w-32"
        />
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex items-start justify-between gap-2">
          <h2 className="font-semibold break-words">
            {listingId !== null ? (
              <Link to={`/property/${encodeURIComponent(listingId)}`} className="link link-hover">
                {notification.property_title}
              </Link>
            ) : (
              text.heading
            )}
          </h2>
          {unread && (
            <span className="badge badge-primary badge-sm shrink-0">{_('alerts.new')}</span>
          )}
        </div>
        {listingId !== null && (
          <p className="text-sm">
            <span className={`badge badge-sm ${BADGES[kind]}`}>{text.heading}</span>
          </p>
        )}
        <p className="text-base-content/80 text-sm">{text.body}</p>
        <p className="text-base-content/70 text-xs">
          {kind === 'listing_rejected' && (
            <>
              <Link to={AGENT_LISTINGS_PATH} className="link link-primary">
                {_('dashboard.myAddedProperty')}
              </Link>{' '}
              ·{' '}
            </>
          )}
          {kind === 'account_marked_fraud' && (
            <>
              <Link to={PROFILE_PATH} className="link link-primary">
                {_('dashboard.myProfile')}
              </Link>{' '}
              ·{' '}
            </>
          )}
          <LocalDate value={notification.created_at} withTime />
        </p>
      </div>
    </article>
  );
}
