import { Link } from 'react-router';
import type { ReportedConversation } from '@elite/shared';
import { LocalDate } from '../../../components/ui/local-date';
import { EmptyState, ErrorState, TableSkeleton } from '../../../components/ui/states';
import { useLingui } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useReportedConversations } from '../api/get-reported-conversations';

const DATE_MARK = '\u0000';

function ReportedConversationCard({ conversation }: { conversation: ReportedConversation }) {
  const { _ } = useLingui();
  // The date goes where the translation puts {date}.
  const [beforeDate, afterDate] = _('admin.reportedBy', {
    date: DATE_MARK,
    name: conversation.reported_by,
  }).split(DATE_MARK);
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
          <dt className="font-semibold">{_('admin.buyer')}</dt>
          <dd className="break-words">
            {conversation.buyer_name} (<span dir="ltr">{conversation.buyer_email}</span>)
          </dd>
          <dt className="font-semibold">{_('admin.agent')}</dt>
          <dd className="break-words">
            {conversation.agent_name} (<span dir="ltr">{conversation.agent_email}</span>)
          </dd>
          <dt className="font-semibold">{_('admin.reportedAt')}</dt>
          <dd>
            {beforeDate}
            <LocalDate value={conversation.reported_at} withTime />
            {afterDate}
          </dd>
        </dl>
        <h3 className="font-semibold">
          {_('admin.messages', { count: conversation.messages.length })}
        </h3>
        <ol className="flex flex-col gap-3">
          {conversation.messages.map((message) => (
            <li key={message._id} className="border-base-300 border-s-4 ps-3">
              <p className="text-base-content/80 text-xs">
                <span className="font-semibold">{message.sender_name}</span>,{' '}
                <LocalDate value={message.sent_at} withTime />
              </p>
              {/* Plain text, never HTML: a report may well be about what it says. */}
              <p dir="auto" className="break-words whitespace-pre-wrap">
                {message.body}
              </p>
            </li>
          ))}
        </ol>
      </div>
    </li>
  );
}

/** reportedConversations (admin): each reported conversation, its two parties and its messages. */
export function ReportedConversationsPage() {
  const { _ } = useLingui();
  useDocumentTitle(_('admin.reported'));
  const reported = useReportedConversations();
  return (
    <section className="flex max-w-4xl flex-col gap-6">
      <h1 className="text-3xl font-bold">{_('admin.reported')}</h1>
      {reported.isPending ? (
        <TableSkeleton rows={3} label={_('admin.loadingReported')} />
      ) : reported.isError ? (
        <ErrorState error={reported.error} onRetry={() => void reported.refetch()} />
      ) : reported.data.length === 0 ? (
        <EmptyState title={_('admin.reportedEmpty')}>
          <p>{_('admin.reportedEmptyHint')}</p>
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
