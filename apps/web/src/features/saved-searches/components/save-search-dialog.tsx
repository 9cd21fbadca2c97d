import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import {
  createSavedSearchSchema,
  SAVED_SEARCH_NAME_MAX_LENGTH,
  savedSearchMessages,
  type SavedQuery,
} from '@elite/shared';
import { FormDialog } from '../../../components/ui/form-dialog';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-client';
import { useLingui } from '../../../lib/i18n';
import { usePublicConfig } from '../../../lib/public-config';
import { useCreateSavedSearch } from '../api/create-saved-search';
import { savedSearchError, savedSearchText } from '../lib/texts';
import { FrequencyFields } from './frequency-fields';
import { SAVED_SEARCHES_PATH } from './paths';
import { describeQuery, suggestName } from './query-summary';

const formSchema = createSavedSearchSchema.pick({ name: true, frequency: true });

export interface SaveSearchDialogProps {
  /** The search on screen: location, filters and area, as the address bar holds them. */
  query: SavedQuery;
  open: boolean;
  onClose: () => void;
}

/** 'Save this search': a name (its criteria to start with) and how often to be told of matches. */
export function SaveSearchDialog({ query, open, onClose }: SaveSearchDialogProps) {
  const { _ } = useLingui();
  const create = useCreateSavedSearch();
  const navigate = useNavigate();
  const areaUnit = usePublicConfig().data?.areaUnit;
  const name = suggestName(query, SAVED_SEARCH_NAME_MAX_LENGTH, areaUnit);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(formSchema),
    defaultValues: { name, frequency: 'instant' as const },
  });
  const { reset: resetCreate } = create;

  // Opened afresh, the form starts from the search on screen again.
  useEffect(() => {
    if (open) {
      reset({ name, frequency: 'instant' });
      resetCreate();
    }
  }, [open, name, reset, resetCreate]);

  const onSubmit = handleSubmit(({ name, frequency }) =>
    create.mutateAsync({ name, frequency, query }).then(
      () => {
        onClose();
        toast.success(
          <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span>{savedSearchText(savedSearchMessages.saved)}</span>
            <button
              type="button"
              className="link link-primary font-semibold"
              onClick={() => void navigate(SAVED_SEARCHES_PATH)}
            >
              {_('alerts.viewSavedSearches')}
            </button>
          </span>,
        );
      },
      // Shown in the dialog (below), which stays open.
      () => undefined,
    ),
  );

  return (
    <FormDialog
      open={open}
      title={_('alerts.saveThisSearch')}
      onClose={onClose}
      onSubmit={onSubmit}
      submitLabel={_('alerts.save')}
      pending={create.isPending}
      gap="gap-3"
    >
      <p className="text-base-content/80 text-sm">
        <span className="font-medium">{_('alerts.searching')}</span>{' '}
        {describeQuery(query, areaUnit)}
      </p>
      <TextField
        label={_('alerts.name')}
        maxLength={SAVED_SEARCH_NAME_MAX_LENGTH}
        autoComplete="off"
        error={savedSearchError(errors.name?.message)}
        {...register('name')}
      />
      <FrequencyFields {...register('frequency')} />
      {create.isError && (
        <p role="alert" className="alert alert-error text-sm">
          {savedSearchText(errorMessage(create.error))}
        </p>
      )}
    </FormDialog>
  );
}

export default SaveSearchDialog;
