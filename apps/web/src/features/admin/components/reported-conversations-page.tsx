import { Link } from 'react-router';
import type { ReportedConversation } from '@elite/shared';
import { LocalDate } from '../../../components/ui/local-date';
import { EmptyState, ErrorState, TableSkeleton } from '../../../components/ui/states';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useReportedConversations } from '../api/get-reported-conversations';

function ReportedConversationCard({ conversation }: { conversation: ReportedConversation }) {
  return (
    <li className="card border-base-300 bg-base-100 border shadow-sm">
      <div className="card-body gap-3 p-4 sm:p-5">
        <h2 className="text-lg font-bold">
          <Link
            to={`/property/${encodeURIComponent(conversation.property_id)}`}
            className="link link-hover"
          >
            {conversation.property_title}
          </Link>
        </h2>
        <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="font-semibold">Buyer</dt>
          <dd className="break-words">
            {conversation.buyer_name} ({conversation.buyer_email})
          </dd>
          <dt className="font-semibold">Agent</dt>
          <dd className="break-words">
            {conversation.agent_name} ({conversation.agent_email})
          </dd>
          <dt className="font-semibold">Reported</dt>
          <dd>
            <LocalDate value={conversation.reported_at} withTime /> by {conversation.reported_by}
          </dd>
        </dl>
        <h3 className="font-semibold">Messages ({conversation.messages.length})</h3>
        <ol className="flex flex-col gap-3">
          {conversation.messages.map((message) => (
            <li key={message._id} className="border-base-300 border-l-4 pl-3">
              <p className="text-base-content/80 text-xs">
                <span className="font-semibold">{message.sender_name}</span>,{' '}
                <LocalDate value={message.sent_at} withTime />
              </p>
              {/* Plain text, never HTML: a report may well be about what it says. */}
              <p className="break-words whitespace-pre-wrap">{message.body}</p>
            </li>
          ))}
        </ol>
      </div>
    </li>
  );
}

/** reportedConversations (admin): each reported conversation, its two parties and its messages. */
export function ReportedConversationsPage() {
  useDocumentTitle('Reported Conversations');
  const reported = useReportedConversations();
  return (
    <section className="flex max-w-4xl flex-col gap-6">
      <h1 className="text-3xl font-bold">Reported Conversations</h1>
      {reported.isPending ? (
        <TableSkeleton rows={3} label="Loading the reported conversations…" />
      ) : reported.isError ? (
        <ErrorState error={reported.error} onRetry={() => void reported.refetch()} />
      ) : reported.data.length === 0 ? (
        <EmptyState title="No conversation has been reported">
          <p>When a buyer or an agent reports a conversation, it shows here.</p>
        </EmptyState>
      ) : (
        <ul className="flex flex-col gap-4">
          {reported.data.map((conversation) => (
            <ReportedConversationCard key={conversation._id} conversation={conversation} />
          ))}
        </ul>
      )}
    </section>
  );
}
