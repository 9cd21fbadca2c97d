import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { isAgentNotice, savedSearchMessages, type Notification } from '@elite/shared';
import { FIRST_PAGE } from '@elite/shared/paging';
import { LocalDate } from '../../../components/ui/local-date';
import { Pagination } from '../../../components/ui/pagination';
import { PropertyImage } from '../../../components/ui/property-image';
import { EmptyState, ErrorState, TableSkeleton } from '../../../components/ui/states';
import { fillSlots, slot } from '../../../components/ui/rich-text';
import { errorMessage } from '../../../lib/api-client';
import { useLingui } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useNotifications } from '../api/get-notifications';
import { NOTIFICATIONS_PAGE_SIZE } from '../api/keys';
import { useMarkNotificationsRead } from '../api/mark-notifications-read';
import { savedSearchText } from '../lib/texts';
import { AgentNoticeItem } from './agent-notice-item';
import { NotificationPrice } from './notification-price';
import { SAVED_SEARCHES_PATH } from './paths';

function NotificationItem({
  notification,
  unread,
}: {
  notification: Notification;
  unread: boolean;
}) {
  const { _ } = useLingui();
  const { kind } = notification;
  if (isAgentNotice(kind)) {
    return <AgentNoticeItem notification={notification} kind={kind} unread={unread} />;
  }
  return (
    <article
      className={`rounded-box flex gap-3 border p-3 sm:gap-4 ${
        unread ? 'border-primary bg-primary/5' : 'border-base-300 bg-base-100'
      }`}
    >
      <PropertyImage
        src={notification.property_image ?? ''}
        alt=""
        sizes="8rem"
        className="rounded-box h-20 w-24 shrink-0 sm:h-24 sm:w-32"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex items-start justify-between gap-2">
          <h2 className="font-semibold break-words">
            <Link
              to={`/property/${encodeURIComponent(notification.property_id ?? '')}`}
              className="link link-hover"
            >
              {notification.property_title}
            </Link>
          </h2>
          {unread && (
            <span className="badge badge-primary badge-sm shrink-0">{_('alerts.new')}</span>
          )}
        </div>
        <p className="text-base-content/70 text-sm break-words">{notification.property_location}</p>
        <NotificationPrice notification={notification} />
        <p className="text-base-content/70 text-xs">
          {_('alerts.forSearches', {
            names: (notification.saved_search_names.length > 0
              ? notification.saved_search_names
              : [notification.saved_search_name ?? '']
            )
              .map((name) => _('alerts.quotedName', { name }))
              .join(_('alerts.namesJoiner')),
          })}{' '}
          · <LocalDate value={notification.created_at} withTime />
        </p>
      </div>
    </article>
  );
}

function readPage(params: URLSearchParams): number {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return Number.isFinite(page) && page >= FIRST_PAGE ? page : FIRST_PAGE;
}

/**
 * notifications, for every signed-in role: what my saved searches found, and an agent's news of
 * their listings and account (docs/decisions/048), newest first. Those
 * shown unread are marked read on the server as they are shown, and keep their mark on this
 * visit so that the reader sees which are new.
 */
export function NotificationsPage() {
  const { _ } = useLingui();
  useDocumentTitle(_('alerts.notifications'));
  const [params] = useSearchParams();
  const page = readPage(params);
  const notifications = useNotifications(page);
  const markRead = useMarkNotificationsRead();
  const { mutate: mark } = markRead;

  // Unread when first shown on this visit (the server's answer turns them read afterwards).
  const [fresh, setFresh] = useState<ReadonlySet<string>>(() => new Set());
  const newlyShown = (notifications.data?.notifications ?? [])
    .filter((notification) => !notification.read && !fresh.has(notification._id))
    .map((notification) => notification._id);
  if (newlyShown.length > 0) setFresh(new Set([...fresh, ...newlyShown]));

  const sent = useRef(new Set<string>());
  useEffect(() => {
    const ids = [...fresh].filter((id) => !sent.current.has(id));
    if (ids.length === 0) return;
    for (const id of ids) sent.current.add(id);
    mark({ ids });
  }, [fresh, mark]);

  const markAll = () =>
    markRead.mutate(
      {},
      {
        onSuccess: () => toast.success(savedSearchText(savedSearchMessages.notificationsRead)),
        onError: (error) => toast.error(savedSearchText(errorMessage(error))),
      },
    );

  let body;
  if (notifications.isPending) {
    body = <TableSkeleton rows={4} label={_('alerts.loadingNotifications')} />;
  } else if (notifications.isError) {
    body = <ErrorState error={notifications.error} onRetry={() => void notifications.refetch()} />;
  } else if (notifications.data.notifications.length === 0) {
    body = (
      <EmptyState title={_('alerts.noNotifications')}>
        <p>
          {fillSlots(_('alerts.noNotificationsHint', { link: slot('link') }), {
            link: (
              <Link to={SAVED_SEARCHES_PATH} className="link link-primary">
                {_('alerts.savedSearches')}
              </Link>
            ),
          })}
        </p>
      </EmptyState>
    );
  } else {
    const { notifications: shown, total } = notifications.data;
    body = (
      <>
        <ul className="flex flex-col gap-3">
          {shown.map((notification) => (
            <li key={notification._id}>
              <NotificationItem notification={notification} unread={fresh.has(notification._id)} />
            </li>
          ))}
        </ul>
        <Pagination
          page={page}
          totalPages={Math.ceil(total / NOTIFICATIONS_PAGE_SIZE)}
          hrefFor={(to) => (to === FIRST_PAGE ? '.' : `?page=${to}`)}
          label={_('alerts.notificationPages')}
        />
      </>
    );
  }

  return (
    <section className="flex flex-col gap-4">
      <header className="flex flex-wrap items-end justify-between gap-2">
        <div className="flex flex-col gap-1">
          <h1 className="text-3xl font-bold">{_('alerts.notifications')}</h1>
          <p className="text-base-content/80">{_('alerts.notificationsIntro')}</p>
        </div>
        {notifications.data && notifications.data.notifications.length > 0 && (
          <button
            type="button"
            className="btn btn-outline btn-sm"
            disabled={markRead.isPending}
            onClick={markAll}
          >
            {_('alerts.markAllRead')}
          </button>
        )}
      </header>
      {body}
    </section>
  );
}
