import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import {
  createSavedSearchSchema,
  SAVED_SEARCH_FREQUENCIES,
  SAVED_SEARCH_NAME_MAX_LENGTH,
  savedSearchMessages,
  type SavedSearch,
  type SavedSearchFrequency,
} from '@elite/shared';
import { LocalDate } from '../../../components/ui/local-date';
import { Spinner } from '../../../components/ui/spinner';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { fillSlots, slot } from '../../../components/ui/rich-text';
import { errorMessage } from '../../../lib/api-client';
import { useLingui } from '../../../lib/i18n';
import { usePublicConfig } from '../../../lib/public-config';
import { useUpdateSavedSearch } from '../api/update-saved-search';
import { frequencyLabel, savedSearchError, savedSearchText } from '../lib/texts';
import { describeQuery, searchPath } from './query-summary';

const renameSchema = createSavedSearchSchema.pick({ name: true });

/** The inline form that renames a saved search. */
function RenameForm({ search, onDone }: { search: SavedSearch; onDone: () => void }) {
  const { _ } = useLingui();
  const update = useUpdateSavedSearch();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(renameSchema), defaultValues: { name: search.name } });

  const onSubmit = handleSubmit(({ name }) =>
    update.mutateAsync({ id: search._id, name }).then(
      () => {
        toast.success(savedSearchText(savedSearchMessages.renamed));
        onDone();
      },
      (error: unknown) => toast.error(savedSearchText(errorMessage(error))),
    ),
  );

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-2 sm:flex-row sm:items-end"
      aria-label={_('alerts.renameNamed', { name: search.name })}
    >
      <div className="flex-1">
        <TextField
          label={_('alerts.newName')}
          maxLength={SAVED_SEARCH_NAME_MAX_LENGTH}
          autoComplete="off"
          autoFocus
          error={savedSearchError(errors.name?.message)}
          {...register('name')}
        />
      </div>
      <div className="flex gap-2 pb-1">
        <SubmitButton pending={update.isPending} className="btn-sm">
          {_('alerts.saveName')}
        </SubmitButton>
        <button type="button" className="btn btn-ghost btn-sm" onClick={onDone}>
          {_('common.cancel')}
        </button>
      </div>
    </form>
  );
}

interface SavedSearchCardProps {
  search: SavedSearch;
  deleting: boolean;
  onDelete: () => void;
}

/** One saved search: its name and criteria, Open, Rename, its alerts' frequency and Delete. */
export function SavedSearchCard({ search, deleting, onDelete }: SavedSearchCardProps) {
  const { _ } = useLingui();
  const [renaming, setRenaming] = useState(false);
  const update = useUpdateSavedSearch();
  const areaUnit = usePublicConfig().data?.areaUnit;
  const frequency =
    update.isPending && update.variables.frequency ? update.variables.frequency : search.frequency;

  const changeFrequency = (next: SavedSearchFrequency) =>
    update.mutate(
      { id: search._id, frequency: next },
      {
        onSuccess: () => toast.success(savedSearchText(savedSearchMessages.frequencyChanged)),
        onError: (error) => toast.error(savedSearchText(errorMessage(error))),
      },
    );

  return (
    <article
      aria-label={search.name}
      className="border-base-300 bg-base-100 rounded-box flex flex-col gap-3 border p-4"
    >
      {renaming ? (
        <RenameForm search={search} onDone={() => setRenaming(false)} />
      ) : (
        <div className="flex flex-col gap-1">
          <h2 className="text-lg font-semibold break-words">{search.name}</h2>
          <p className="text-base-content/80 text-sm break-words">
            {describeQuery(search.query, areaUnit)}
          </p>
          <p className="text-base-content/60 text-xs">
            {fillSlots(_('alerts.savedOn', { date: slot('date') }), {
              date: <LocalDate value={search.created_at} />,
            })}
          </p>
        </div>
      )}
      <div className="flex flex-wrap items-end gap-2">
        <label className="flex flex-col gap-1 text-sm">
          <span className="font-medium">{_('alerts.alerts')}</span>
          <select
            className="select select-sm w-44"
            aria-label={_('alerts.alertsFor', { name: search.name })}
            value={frequency}
            disabled={update.isPending}
            onChange={(event) => changeFrequency(event.target.value as SavedSearchFrequency)}
          >
            {SAVED_SEARCH_FREQUENCIES.map((value) => (
              <option key={value} value={value}>
                {frequencyLabel(value)}
              </option>
            ))}
          </select>
        </label>
        <div className="flex flex-wrap gap-2 sm:ms-auto">
          <Link
            to={searchPath(search.query)}
            className="btn btn-primary btn-sm"
            aria-label={_('alerts.openNamed', { name: search.name })}
          >
            {_('alerts.open')}
          </Link>
          {!renaming && (
            <button
              type="button"
              className="btn btn-outline btn-sm"
              aria-label={_('alerts.renameNamed', { name: search.name })}
              onClick={() => setRenaming(true)}
            >
              {_('alerts.rename')}
            </button>
          )}
          <button
            type="button"
            className="btn btn-outline btn-error btn-sm"
            aria-label={_('alerts.deleteNamed', { name: search.name })}
            disabled={deleting}
            onClick={onDelete}
          >
            {deleting && <Spinner size="xs" />}
            {_('alerts.delete')}
          </button>
        </div>
      </div>
    </article>
  );
}
