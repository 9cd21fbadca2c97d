import { Link } from 'react-router';
import { EmptyState, ErrorState, TableSkeleton } from '../../../components/ui/states';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useViewings } from '../api/get-viewings';
import { ViewingCard } from './viewing-card';

/**
 * viewings, for buyers and agents: my viewing requests (a buyer's) and the requests for my
 * listings (an agent's), with what each side may do and a calendar file.
 */
export function ViewingsPage() {
  useDocumentTitle('Viewings');
  const viewings = useViewings();

  return (
    <section className="flex max-w-4xl flex-col gap-6">
      <h1 className="text-3xl font-bold">Viewings</h1>
      {viewings.isPending ? (
        <TableSkeleton rows={3} label="Loading your viewings…" />
      ) : viewings.isError ? (
        <ErrorState error={viewings.error} onRetry={() => void viewings.refetch()} />
      ) : viewings.data.length === 0 ? (
        <EmptyState title="No viewings yet">
          <p className="mb-3">Open a home and choose Request a viewing.</p>
          <Link to="/allProperty" className="btn btn-primary btn-sm">
            Browse All Property
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
