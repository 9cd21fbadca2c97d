import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { ConversationMessage, ConversationSummary } from '@elite/shared';
import { LocalDate } from '../../../components/ui/local-date';
import { EmptyState, ErrorState, TableSkeleton } from '../../../components/ui/states';
import { isApiError } from '../../../lib/api-client';
import { useLingui } from '../../../lib/i18n';
import { useMessages } from '../api/get-messages';
import { conversationKeys } from '../api/keys';
import { BlockedNotice, ReplyBox } from './reply-box';
import { ThreadActions } from './thread-actions';

/** One message: plain text, its line breaks kept; never HTML. */
function MessageBubble({ message }: { message: ConversationMessage }) {
  const { _ } = useLingui();
  return (
    <li className={`flex flex-col gap-1 ${message.from_me ? 'items-end' : 'items-start'}`}>
      <div className="text-base-content/80 flex gap-2 px-1 text-xs">
        <span className="font-semibold">
          {message.from_me ? _('messages.you') : message.sender_name}
        </span>
        <LocalDate value={message.sent_at} withTime />
      </div>
      <p
        dir="auto"
        className={`max-w-[85%] rounded-2xl px-4 py-2 break-words whitespace-pre-wrap ${message.from_me ? 'bg-primary text-primary-content rounded-ee-sm' : 'bg-base-200 rounded-es-sm'}`}
      >
        {message.body}
      </p>
    </li>
  );
}

function BackToList() {
  const { _ } = useLingui();
  return (
    <Link to="/dashboard/messages" className="link link-hover text-sm lg:hidden">
      <span aria-hidden="true">
        <span className="inline-block rtl:-scale-x-100">←</span>{' '}
      </span>
      {_('messages.allConversations')}
    </Link>
  );
}

interface ConversationThreadProps {
  id: string;
  /** From the list of conversations; undefined while it loads. */
  conversation: ConversationSummary | undefined;
}

/**
 * One conversation: its messages oldest first (mine on the right), a link to the listing, the
 * reply box, and the Report and Block buttons. Reading it marks it read, so the unread counts
 * are asked again.
 */
export function ConversationThread({ id, conversation }: ConversationThreadProps) {
  const { _ } = useLingui();
  const messages = useMessages(id);
  const queryClient = useQueryClient();
  const end = useRef<HTMLLIElement>(null);

  useEffect(() => {
    if (!messages.dataUpdatedAt) return;
    void queryClient.invalidateQueries({ queryKey: conversationKeys.unread });
    void queryClient.invalidateQueries({ queryKey: conversationKeys.list });
  }, [messages.dataUpdatedAt, queryClient]);

  const count = messages.data?.length ?? 0;
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [count]);

  if (messages.isError && isApiError(messages.error, 404)) {
    return (
      <div className="flex flex-col gap-4">
        <BackToList />
        <EmptyState title={_('messages.notFound')}>
          <p>{_('messages.notFoundHint')}</p>
        </EmptyState>
      </div>
    );
  }

  const blockedBuyer = conversation?.i_am_buyer === true && conversation.blocked;

  return (
    <section aria-labelledby="thread-title" className="flex min-w-0 flex-col gap-4">
      <BackToList />
      <header className="border-base-300 flex flex-wrap items-start justify-between gap-3 border-b pb-3">
        <div className="flex min-w-0 flex-col gap-1">
          <h2 id="thread-title" className="text-xl font-bold">
            {conversation ? conversation.other_party.name : _('messages.conversation')}
          </h2>
          {conversation && (
            <Link
              to={`/property/${encodeURIComponent(conversation.property_id)}`}
              className="link link-primary truncate text-sm"
            >
              {conversation.property_title}
            </Link>
          )}
        </div>
        {conversation && <ThreadActions conversation={conversation} />}
      </header>
      {messages.isPending ? (
        <TableSkeleton rows={3} label={_('messages.loadingMessages')} />
      ) : messages.isError ? (
        <ErrorState error={messages.error} onRetry={() => void messages.refetch()} />
      ) : (
        <ol
          aria-label={_('messages.title')}
          tabIndex={0}
          className="flex flex-col gap-3 lg:max-h-[60vh] lg:overflow-y-auto lg:pe-1"
        >
          {messages.data.map((message) => (
            <MessageBubble key={message._id} message={message} />
          ))}
          <li ref={end} aria-hidden="true" />
        </ol>
      )}
      {blockedBuyer ? <BlockedNotice /> : <ReplyBox key={id} conversationId={id} />}
    </section>
  );
}
