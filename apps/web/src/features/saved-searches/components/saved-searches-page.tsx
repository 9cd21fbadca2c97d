import { Link } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { MAX_SAVED_SEARCHES, savedSearchMessages, type SavedSearch } from '@elite/shared';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState, ErrorState, TableSkeleton } from '../../../components/ui/states';
import { errorMessage } from '../../../lib/api-client';
import { useConfirm } from '../../../lib/use-confirm';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSavedSearches } from '../api/get-saved-searches';
import { useDeleteSavedSearch } from '../api/update-saved-search';
import { SavedSearchCard } from './saved-search-card';

function SavedSearchList() {
  const searches = useSavedSearches();
  const remove = useDeleteSavedSearch();
  const deleting = useConfirm((search: SavedSearch) =>
    remove.mutate(search._id, {
      onSuccess: () => toast.success(savedSearchMessages.deleted),
      onError: (error) => toast.error(errorMessage(error)),
    }),
  );

  if (searches.isPending) return <TableSkeleton rows={3} label="Loading your saved searches…" />;
  if (searches.isError) {
    return <ErrorState error={searches.error} onRetry={() => void searches.refetch()} />;
  }
  if (searches.data.length === 0) {
    return (
      <EmptyState title="No saved searches yet">
        <p>
          Search on{' '}
          <Link to="/allProperty" className="link link-primary">
            All Property
          </Link>{' '}
          and choose Save this search to be told of new matches and price drops.
        </p>
      </EmptyState>
    );
  }
  return (
    <>
      <p className="text-base-content/80 text-sm">
        {searches.data.length} of {MAX_SAVED_SEARCHES} saved searches
      </p>
      <ul className="flex flex-col gap-3">
        {searches.data.map((search) => (
          <li key={search._id}>
            <SavedSearchCard
              search={search}
              deleting={remove.isPending && remove.variables === search._id}
              onDelete={() => deleting.ask(search)}
            />
          </li>
        ))}
      </ul>
      <ConfirmDialog
        title={deleting.asking ? 'Delete this saved search?' : null}
        confirmLabel="Delete"
        onConfirm={deleting.confirm}
        onCancel={deleting.cancel}
      >
        <p>
          “{deleting.asking?.name}” and its alerts will be gone. Notifications it already brought
          stay.
        </p>
      </ConfirmDialog>
    </>
  );
}

/** savedSearches, for every signed-in role: my saved searches, to open, rename, tune or delete. */
export function SavedSearchesPage() {
  useDocumentTitle('Saved Searches');
  return (
    <section className="flex flex-col gap-4">
      <header className="flex flex-col gap-1">
        <h1 className="text-3xl font-bold">Saved Searches</h1>
        <p className="text-base-content/80">
          Searches you keep, and how often you hear of new homes and price drops that match them.
        </p>
      </header>
      <SavedSearchList />
    </section>
  );
}
