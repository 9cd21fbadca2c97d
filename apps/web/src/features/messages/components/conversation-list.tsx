import { NavLink } from 'react-router';
import type { ConversationSummary } from '@elite/shared';
import { Avatar } from '../../../components/ui/avatar';
import { LocalDate } from '../../../components/ui/local-date';
import { PropertyImage } from '../../../components/ui/property-image';
import { i18n, useLingui } from '../../../lib/i18n';

/** "You: " before my own last message, as messaging apps show it. */
export function lastMessagePreview(conversation: ConversationSummary): string {
  const { body, from_me } = conversation.last_message;
  return from_me ? i18n._('messages.youPrefix', { body }) : body;
}

function ConversationItem({ conversation }: { conversation: ConversationSummary }) {
  const { _ } = useLingui();
  const { unread } = conversation;
  return (
    <li>
      <NavLink
        to={`/dashboard/messages/${encodeURIComponent(conversation._id)}`}
        className={({ isActive }) =>
          `hover:bg-base-200 focus-visible:bg-base-200 flex gap-3 rounded-lg p-3 ${isActive ? 'bg-base-200 ring-primary ring-1' : ''}`
        }
      >
        <PropertyImage
          src={conversation.property_image}
          alt=""
          sizes="64px"
          className="size-16 shrink-0 rounded-md object-cover"
        />
        <div className="flex min-w-0 flex-1 flex-col gap-0.5">
          <div className="flex items-center gap-2">
            <span aria-hidden="true">
              <Avatar
                name={conversation.other_party.name}
                photoURL={conversation.other_party.image}
                className="size-6 text-xs"
              />
            </span>
            {/* Whole names and titles, wrapped: only the message preview is cut short. */}
            <span className={`min-w-0 ${unread ? 'font-bold' : 'font-semibold'}`}>
              {conversation.other_party.name}
            </span>
            <span className="text-base-content/70 ms-auto shrink-0 text-xs">
              <LocalDate value={conversation.last_message.sent_at} withTime />
            </span>
          </div>
          <span className="text-base-content/80 text-sm">{conversation.property_title}</span>
          <span className="flex items-center gap-2">
            <span
              className={`min-w-0 flex-1 truncate text-sm ${unread ? 'font-semibold' : 'text-base-content/80'}`}
            >
              {lastMessagePreview(conversation)}
            </span>
            {unread > 0 && (
              <span className="badge badge-primary badge-sm shrink-0">
                {unread}
                <span className="sr-only"> {_('messages.unread')}</span>
              </span>
            )}
          </span>
        </div>
      </NavLink>
    </li>
  );
}

/** My conversations, latest activity first: each opens its thread. */
export function ConversationList({ conversations }: { conversations: ConversationSummary[] }) {
  return (
    <ul className="flex flex-col gap-1">
      {conversations.map((conversation) => (
        <ConversationItem key={conversation._id} conversation={conversation} />
      ))}
    </ul>
  );
}
