import { CountLink } from '../../../components/ui/count-link';
import { useLingui } from '../../../lib/i18n';
import { useUnreadCount } from '../api/get-unread-count';

/** The navigation bar's way to Messages, with the count of unread messages addressed to me. */
export function UnreadMessagesLink({ signedIn }: { signedIn: boolean }) {
  const { _ } = useLingui();
  const unread = useUnreadCount(signedIn);
  if (!signedIn) return null;
  return (
    <CountLink
      to="/dashboard/messages"
      // The navigation bar shows before the rest of the texts load: its name is one of the first.
      name={_('nav.messages')}
      count={unread.data?.count ?? 0}
      icon={<path d="M4 5h16a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H8l-4 3V6a1 1 0 0 1 1-1z" />}
    />
  );
}
