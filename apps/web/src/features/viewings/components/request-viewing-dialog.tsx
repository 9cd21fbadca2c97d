import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'react-toastify/unstyled';
import { z } from 'zod';
import {
  conversationMessages,
  VIEWING_MAX_DAYS_AHEAD,
  VIEWING_NOTE_MAX_LENGTH,
} from '@elite/shared';
import { FormDialog } from '../../../components/ui/form-dialog';
import { fillSlots, slot } from '../../../components/ui/rich-text';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-client';
import { intlLocale, useLingui } from '../../../lib/i18n';
import { CHOOSE_DATE_AND_TIME, viewingError, viewingText } from '../lib/texts';
import { useRequestViewing } from '../api/request-viewing';
import { checkViewingTime, viewingWindow, withLocalOffset } from './viewing-time';

const viewingFormSchema = z.object({
  start: z
    .string()
    .min(1, CHOOSE_DATE_AND_TIME)
    .refine((v) => checkViewingTime(v) !== 'past', conversationMessages.viewingStartPast)
    .refine((v) => checkViewingTime(v) !== 'far', conversationMessages.viewingStartTooFar),
  note: z.string().trim().max(VIEWING_NOTE_MAX_LENGTH, conversationMessages.viewingNoteTooLong),
});

export interface RequestViewingDialogProps {
  property: { _id: string; property_title: string };
  open: boolean;
  onClose: () => void;
}

/** 'Request a viewing': a date and time within 90 days (the visitor's own clock) and a note. */
export function RequestViewingDialog({ property, open, onClose }: RequestViewingDialogProps) {
  const { _ } = useLingui();
  const request = useRequestViewing();
  const noteId = useId();
  // From this minute on: worked out at each render, so an open form never offers the past.
  const range = viewingWindow();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(viewingFormSchema),
    defaultValues: { start: '', note: '' },
  });

  useEffect(() => {
    if (!open) return;
    reset({ start: '', note: '' });
  }, [open, reset]);

  const onSubmit = handleSubmit(({ start, note }) =>
    request
      .mutateAsync({
        property_id: property._id,
        start: withLocalOffset(start),
        ...(note ? { note } : {}),
      })
      .then(
        () => {
          toast.success(viewingText(conversationMessages.viewingRequested));
          onClose();
        },
        (error: unknown) => {
          toast.error(viewingText(errorMessage(error)));
        },
      ),
  );

  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const noteError = viewingError(errors.note?.message);

  return (
    <FormDialog
      open={open}
      title={_('viewings.requestTitle')}
      onClose={onClose}
      onSubmit={onSubmit}
      submitLabel={_('viewings.sendRequest')}
      pending={request.isPending}
      gap="gap-3"
    >
      <p className="text-base-content/80 text-sm">
        {fillSlots(_('viewings.requestIntro', { title: slot('title') }), {
          title: <span className="font-semibold">{property.property_title}</span>,
        })}
      </p>
      <TextField
        label={_('viewings.dateAndTime')}
        type="datetime-local"
        min={range.min}
        max={range.max}
        hint={_('viewings.timeHint', {
          zone,
          days: VIEWING_MAX_DAYS_AHEAD.toLocaleString(intlLocale()),
        })}
        error={viewingError(errors.start?.message)}
        aria-required="true"
        {...register('start')}
      />
      <div className="fieldset w-full py-0">
        <label htmlFor={noteId} className="fieldset-legend pb-1 text-sm font-medium">
          {_('viewings.noteLabel')}
        </label>
        <textarea
          id={noteId}
          rows={3}
          maxLength={VIEWING_NOTE_MAX_LENGTH}
          className={`textarea w-full ${noteError ? 'textarea-error' : ''}`}
          aria-invalid={noteError ? true : undefined}
          aria-describedby={noteError ? `${noteId}-error` : undefined}
          {...register('note')}
        />
        {noteError && (
          <p id={`${noteId}-error`} className="text-error text-sm">
            {noteError}
          </p>
        )}
      </div>
    </FormDialog>
  );
}
