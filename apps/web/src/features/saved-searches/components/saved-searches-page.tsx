import { Link } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { MAX_SAVED_SEARCHES, savedSearchMessages, type SavedSearch } from '@elite/shared';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState, ErrorState, TableSkeleton } from '../../../components/ui/states';
import { fillSlots, slot } from '../../../components/ui/rich-text';
import { errorMessage } from '../../../lib/api-client';
import { intlLocale, useLingui } from '../../../lib/i18n';
import { useConfirm } from '../../../lib/use-confirm';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSavedSearches } from '../api/get-saved-searches';
import { useDeleteSavedSearch } from '../api/update-saved-search';
import { savedSearchText } from '../lib/texts';
import { SavedSearchCard } from './saved-search-card';

function SavedSearchList() {
  const { _ } = useLingui();
  const searches = useSavedSearches();
  const remove = useDeleteSavedSearch();
  const deleting = useConfirm((search: SavedSearch) =>
    remove.mutate(search._id, {
      onSuccess: () => toast.success(savedSearchText(savedSearchMessages.deleted)),
      onError: (error) => toast.error(savedSearchText(errorMessage(error))),
    }),
  );

  if (searches.isPending)
    return <TableSkeleton rows={3} label={_('alerts.loadingSavedSearches')} />;
  if (searches.isError) {
    return <ErrorState error={searches.error} onRetry={() => void searches.refetch()} />;
  }
  if (searches.data.length === 0) {
    return (
      <EmptyState title={_('alerts.noSavedSearches')}>
        <p>
          {fillSlots(_('alerts.noSavedSearchesHint', { link: slot('link') }), {
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
  return (
    <>
      <p className="text-base-content/80 text-sm">
        {_('alerts.countOfMax', {
          count: searches.data.length.toLocaleString(intlLocale()),
          max: MAX_SAVED_SEARCHES.toLocaleString(intlLocale()),
        })}
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
        title={deleting.asking ? _('alerts.deleteTitle') : null}
        confirmLabel={_('alerts.delete')}
        onConfirm={deleting.confirm}
        onCancel={deleting.cancel}
      >
        <p>{_('alerts.deleteBody', { name: deleting.asking?.name ?? '' })}</p>
      </ConfirmDialog>
    </>
  );
}

/** savedSearches, for every signed-in role: my saved searches, to open, rename, tune or delete. */
export function SavedSearchesPage() {
  const { _ } = useLingui();
  useDocumentTitle(_('alerts.savedSearches'));
  return (
    <section className="flex flex-col gap-4">
      <header className="flex flex-col gap-1">
        <h1 className="text-3xl font-bold">{_('alerts.savedSearches')}</h1>
        <p className="text-base-content/80">{_('alerts.savedSearchesIntro')}</p>
      </header>
      <SavedSearchList />
    </section>
  );
}
