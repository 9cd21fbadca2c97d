import { Link } from 'react-router';
import { EmptyState, ErrorState, TableSkeleton } from '../../../components/ui/states';
import { useLingui } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useViewings } from '../api/get-viewings';
import { ViewingCard } from './viewing-card';

/**
 * viewings, for buyers and agents: my viewing requests (a buyer's) and the requests for my
 * listings (an agent's), with what each side may do and a calendar file.
 */
export function ViewingsPage() {
  const { _ } = useLingui();
  useDocumentTitle(_('viewings.title'));
  const viewings = useViewings();

  return (
    <section className="flex max-w-4xl flex-col gap-6">
      <h1 className="text-3xl font-bold">{_('viewings.title')}</h1>
      {viewings.isPending ? (
        <TableSkeleton rows={3} label={_('viewings.loading')} />
      ) : viewings.isError ? (
        <ErrorState error={viewings.error} onRetry={() => void viewings.refetch()} />
      ) : viewings.data.length === 0 ? (
        <EmptyState title={_('viewings.empty')}>
          <p className="mb-3">{_('viewings.emptyHint')}</p>
          <Link to="/allProperty" className="btn btn-primary btn-sm">
            {_('viewings.browse')}
          </Link>
        </EmptyState>
      ) : (
        <ul className="flex flex-col gap-4">
          {viewings.data.map((viewing) => (
            <ViewingCard key={viewing._id} viewing={viewing} />
          ))}
        </ul>
      )}
    </section>
  );
}
