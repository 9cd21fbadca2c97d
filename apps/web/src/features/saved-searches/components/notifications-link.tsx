import { CountLink } from '../../../components/ui/count-link';
import { useLingui } from '../../../lib/i18n';
import { useUnreadNotifications } from '../api/get-unread-notifications';
import { NOTIFICATIONS_PATH } from './paths';

/** The navigation bar's bell: the way to Notifications, with the count of unread ones. */
export function NotificationsLink({ signedIn }: { signedIn: boolean }) {
  const { _ } = useLingui();
  const unread = useUnreadNotifications(signedIn);
  if (!signedIn) return null;
  return (
    <CountLink
      to={NOTIFICATIONS_PATH}
      // The navigation bar shows before the rest of English loads: its words are in `nav`.
      name={_('nav.notifications')}
      count={unread.data?.count ?? 0}
      icon={
        <>
          <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
          <path d="M13.7 21a2 2 0 0 1-3.4 0" />
        </>
      }
    />
  );
}
