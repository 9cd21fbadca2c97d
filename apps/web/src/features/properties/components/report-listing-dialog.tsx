import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'react-toastify/unstyled';
import {
  LISTING_REPORT_REASONS,
  listingReportBodySchema,
  MAX_LISTING_REPORT_DETAILS,
  MIN_LISTING_REPORT_DETAILS,
  whenAnObject,
} from '@elite/shared';
import { FormDialog } from '../../../components/ui/form-dialog';
import { FieldNote, fieldNoteId, TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-client';
import { useLingui } from '../../../lib/i18n';
import {
  LISTING_REPORT_REASON_KEYS,
  useListingReportTexts,
} from '../../../lib/listing-report-texts';
import { useReportListing } from '../api/report-listing';

/** A visitor must say where the outcome goes; an account is told at its own address. */
const visitorSchema = listingReportBodySchema.superRefine((body, ctx) => {
  if (!body.email) ctx.addIssue({ code: 'custom', path: ['email'], message: 'email' });
}, whenAnObject);

interface ReportListingDialogProps {
  propertyId: string;
  signedIn: boolean;
  open: boolean;
  onClose: () => void;
}

/**
 * The report form: what is wrong (five reasons), details (required for "something else") and,
 * signed out, the visitor's e-mail address; the server's refusal (already reported, too many
 * reports) is shown as it says it.
 */
export function ReportListingDialog({
  propertyId,
  signedIn,
  open,
  onClose,
}: ReportListingDialogProps) {
  const { _ } = useLingui();
  useListingReportTexts();
  const report = useReportListing(propertyId);
  const detailsId = useId();
  const reasonErrorId = useId();
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(signedIn ? listingReportBodySchema : visitorSchema),
    defaultValues: { details: '', email: '' },
  });
  const reason = useWatch({ control, name: 'reason' });
  const details = useWatch({ control, name: 'details' });

  const onSubmit = handleSubmit(({ reason: chosen, details: written, email }) =>
    report
      .mutateAsync({
        reason: chosen,
        details: written,
        ...(signedIn || !email ? {} : { email }),
      })
      .then(
        () => {
          toast.success(_('listing-reports.thanks'));
          reset();
          onClose();
        },
        (error: unknown) => {
          toast.error(errorMessage(error));
        },
      ),
  );

  const reasonError = errors.reason && _('listing-reports.reasonRequired');
  const detailsError =
    errors.details &&
    (reason === 'other'
      ? _('listing-reports.detailsRequired', { min: MIN_LISTING_REPORT_DETAILS })
      : _('listing-reports.detailsInvalid', { max: MAX_LISTING_REPORT_DETAILS }));

  return (
    <FormDialog
      open={open}
      title={_('listing-reports.title')}
      onClose={onClose}
      onSubmit={onSubmit}
      submitLabel={_('listing-reports.send')}
      pending={report.isPending}
    >
      <fieldset className="fieldset" aria-describedby={reasonError ? reasonErrorId : undefined}>
        <legend className="fieldset-legend text-sm font-medium">
          {_('listing-reports.whatIsWrong')}
        </legend>
        <div className="flex flex-col gap-2">
          {LISTING_REPORT_REASONS.map((value) => (
            <label key={value} className="flex cursor-pointer items-center gap-2 text-sm">
              <input
                type="radio"
                value={value}
                className="radio radio-primary radio-sm"
                {...register('reason')}
              />
              <span>{_(LISTING_REPORT_REASON_KEYS[value])}</span>
            </label>
          ))}
        </div>
        {reasonError && (
          <p id={reasonErrorId} className="text-error text-sm">
            {reasonError}
          </p>
        )}
      </fieldset>
      <div className="fieldset">
        <label htmlFor={detailsId} className="fieldset-legend pb-1 text-sm font-medium">
          {reason === 'other' ? _('listing-reports.detailsNeeded') : _('listing-reports.details')}
        </label>
        <textarea
          id={detailsId}
          rows={4}
          maxLength={MAX_LISTING_REPORT_DETAILS}
          className={`textarea w-full ${detailsError ? 'textarea-error' : ''}`}
          aria-invalid={detailsError ? true : undefined}
          aria-describedby={fieldNoteId(detailsId, { hint: 'count', error: detailsError })}
          aria-required={reason === 'other' ? true : undefined}
          {...register('details')}
        />
        <FieldNote
          inputId={detailsId}
          error={detailsError}
          hint={_('listing-reports.detailsCount', {
            count: typeof details === 'string' ? details.length : 0,
            max: MAX_LISTING_REPORT_DETAILS,
          })}
        />
      </div>
      {signedIn ? (
        <p className="text-base-content/80 text-sm">{_('listing-reports.signedInNote')}</p>
      ) : (
        <TextField
          label={_('listing-reports.email')}
          type="email"
          dir="ltr"
          autoComplete="email"
          aria-required="true"
          hint={_('listing-reports.emailHint')}
          error={errors.email && _('listing-reports.emailInvalid')}
          {...register('email')}
        />
      )}
    </FormDialog>
  );
}
