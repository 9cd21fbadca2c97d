import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify/unstyled';
import {
  MAX_OPEN_HOUSE_NOTE,
  OPEN_HOUSE_MAX_DAYS_AHEAD,
  OPEN_HOUSE_MAX_HOURS,
} from '@elite/shared/open-houses';
import { SubmitButton } from '../../../components/ui/submit-button';
import { FieldNote, fieldNoteId, TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-client';
import { i18n, intlLocale, useLingui } from '../../../lib/i18n';
import { useAddOpenHouse } from '../api/manage-open-houses';
import {
  checkTimes,
  openHouseDateRange,
  withLocalOffset,
  type TimesProblem,
} from '../lib/open-house-form';
import { visitorTimeZone } from '../lib/open-house-time';

type Fields = { date: string; start: string; end: string; note: string };
const EMPTY: Fields = { date: '', start: '', end: '', note: '' };

const number = (value: number) => value.toLocaleString(intlLocale());

/** The form's own check of the times, in the page's language (the server checks the same). */
function problemText([field, problem]: TimesProblem): string {
  if (problem === 'missing') {
    return field === 'date' ? i18n._('open-houses.chooseDate') : i18n._('open-houses.chooseTime');
  }
  if (problem === 'past') return i18n._('open-houses.startPast');
  if (problem === 'far')
    return i18n._('open-houses.startTooFar', { days: number(OPEN_HOUSE_MAX_DAYS_AHEAD) });
  if (problem === 'beforeStart') return i18n._('open-houses.endBeforeStart');
  return i18n._('open-houses.tooLong', { hours: number(OPEN_HOUSE_MAX_HOURS) });
}

type Field = 'start' | 'end' | 'note';

/**
 * Which field a server's 400 is about, if one of ours: a body's check names its path ("note:
 * note is at most 500 characters"), the times' rules start with the field ("start must be in the
 * future", "start debe ser una fecha futura").
 */
function fieldOfMessage(message: string): { field: Field; text: string } | null {
  const prefixed = /^(start|end|note): (.+)$/s.exec(message);
  if (prefixed?.[1] && prefixed[2]) return { field: prefixed[1] as Field, text: prefixed[2] };
  const named = /^(start|end|note) /.exec(message);
  return named?.[1] ? { field: named[1] as Field, text: message } : null;
}

/**
 * The agent adds an open house: a date, from and until (their own clock, which the server gets
 * with its offset), and a note; this form's errors and the server's by field, the limit (409)
 * above the button.
 */
export function OpenHouseForm({ propertyId }: { propertyId: string }) {
  const { _ } = useLingui();
  const add = useAddOpenHouse();
  const noteId = useId();
  const [refusal, setRefusal] = useState<string | null>(null);
  const range = openHouseDateRange();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<Fields>({ defaultValues: EMPTY });

  const onSubmit = handleSubmit(async ({ date, start, end, note }) => {
    setRefusal(null);
    const problem = checkTimes(date, start, end);
    if (problem) {
      setError(problem[0], { message: problemText(problem) }, { shouldFocus: true });
      return;
    }
    try {
      await add.mutateAsync({
        propertyId,
        start: withLocalOffset(date, start),
        end: withLocalOffset(date, end),
        note: note.trim() || null,
      });
      toast.success(i18n._('open-houses.added'));
      reset(EMPTY);
    } catch (error) {
      const message = errorMessage(error);
      toast.error(message);
      const named = fieldOfMessage(message);
      if (named) setError(named.field, { message: named.text }, { shouldFocus: true });
      // The limit (409) and any other refusal: above the button.
      else setRefusal(message);
    }
  });

  const noteError = errors.note?.message;
  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-labelledby={`${noteId}-legend`}
      className="rounded-box border-base-300 bg-base-100 flex flex-col gap-2 border p-4"
    >
      <h3 id={`${noteId}-legend`} className="text-lg font-semibold">
        {_('open-houses.addTitle')}
      </h3>
      <p className="text-base-content/70 text-sm">
        {_('open-houses.formHint', {
          zone: visitorTimeZone(),
          days: number(OPEN_HOUSE_MAX_DAYS_AHEAD),
          hours: number(OPEN_HOUSE_MAX_HOURS),
        })}
      </p>
      <div className="grid gap-x-4 sm:grid-cols-3">
        <TextField
          label={_('open-houses.date')}
          type="date"
          min={range.min}
          max={range.max}
          error={errors.date?.message}
          aria-required="true"
          {...register('date')}
        />
        <TextField
          label={_('open-houses.from')}
          type="time"
          error={errors.start?.message}
          aria-required="true"
          {...register('start')}
        />
        <TextField
          label={_('open-houses.until')}
          type="time"
          error={errors.end?.message}
          aria-required="true"
          {...register('end')}
        />
      </div>
      <div className="fieldset w-full py-0">
        <label htmlFor={noteId} className="fieldset-legend pb-1 text-sm font-medium">
          {_('open-houses.noteLabel')}
        </label>
        <textarea
          id={noteId}
          rows={2}
          maxLength={MAX_OPEN_HOUSE_NOTE}
          className={`textarea w-full ${noteError ? 'textarea-error' : ''}`}
          aria-invalid={noteError ? true : undefined}
          aria-describedby={fieldNoteId(noteId, { error: noteError })}
          {...register('note')}
        />
        <FieldNote inputId={noteId} error={noteError} />
      </div>
      {refusal && (
        <p role="alert" className="alert alert-error">
          {refusal}
        </p>
      )}
      <div>
        <SubmitButton pending={add.isPending}>{_('open-houses.add')}</SubmitButton>
      </div>
    </form>
  );
}
