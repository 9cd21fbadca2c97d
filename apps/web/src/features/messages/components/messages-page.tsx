import { Link, useParams } from 'react-router';
import { fillSlots, slot } from '../../../components/ui/rich-text';
import { EmptyState, ErrorState, TableSkeleton } from '../../../components/ui/states';
import { useLingui } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useConversations } from '../api/get-conversations';
import { ConversationList } from './conversation-list';
import { ConversationThread } from './conversation-thread';

function ConversationsColumn() {
  const { _ } = useLingui();
  const conversations = useConversations();
  if (conversations.isPending) {
    return <TableSkeleton rows={4} label={_('messages.loadingConversations')} />;
  }
  if (conversations.isError) {
    return <ErrorState error={conversations.error} onRetry={() => void conversations.refetch()} />;
  }
  if (conversations.data.length === 0) {
    return (
      <EmptyState title={_('messages.noConversations')}>
        <p>
          {fillSlots(_('messages.noConversationsHint', { link: slot('link') }), {
            link: (
              <Link to="/allProperty" className="link link-primary">
                {_('nav.allProperty')}
              </Link>
            ),
          })}
        </p>
      </EmptyState>
    );
  }
  return <ConversationList conversations={conversations.data} />;
}

/**
 * messages and messages/:id, for buyers and agents: the list of conversations and one thread.
 * On a phone they are separate screens (the thread has a link back); on a wide screen they sit
 * side by side.
 */
export function MessagesPage() {
  const { _ } = useLingui();
  const { id } = useParams();
  useDocumentTitle(_('messages.title'));
  const conversations = useConversations();
  const current = id ? conversations.data?.find((c) => c._id === id) : undefined;

  return (
    <section className="flex flex-col gap-6">
      <h1 className={`text-3xl font-bold ${id ? 'max-lg:sr-only' : ''}`}>{_('messages.title')}</h1>
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[22rem_minmax(0,1fr)]">
        <nav
          aria-label={_('messages.conversations')}
          className={`border-base-300 rounded-box min-w-0 border p-2 ${id ? 'max-lg:hidden' : ''}`}
        >
          <ConversationsColumn />
        </nav>
        <div
          className={`border-base-300 rounded-box min-w-0 border p-4 ${id ? '' : 'max-lg:hidden'}`}
        >
          {id ? (
            <ConversationThread id={id} conversation={current} />
          ) : (
            <p className="text-base-content/70 py-10 text-center">
              {_('messages.chooseConversation')}
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
