import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { z } from 'zod';
import { moneyNumberSchema } from '@elite/shared';
import {
  MAX_APPLICATION_MESSAGE,
  MAX_TERM_MONTHS,
  MIN_TERM_MONTHS,
  MOVE_IN_MAX_DAYS,
  isCalendarDate,
  utcDate,
} from '@elite/shared/listing-rental';
import { currencyDigits, formatPriceRange, siteCurrency } from '@elite/shared/money';
import type { WishlistEntry } from '@elite/shared';
import { formatCalendarDate } from '../../../components/ui/local-date';
import { SubmitButton } from '../../../components/ui/submit-button';
import { FieldNote, TextField, fieldNoteId } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-client';
import { i18n, intlLocale, useLingui } from '../../../lib/i18n';
import { usePublicConfig } from '../../../lib/public-config';
import { useMakeOffer } from '../api/make-offer';
import { OfferPartiesFields } from './offer-parties-fields';

/** Identity fields the renter cannot change: shown greyed, still focusable and readable. */
/** The limits of an application on `entry` today (CONTRACT.md section 12). */
export function applicationLimits(entry: WishlistEntry, now = new Date()) {
  const today = utcDate(now);
  const from = entry.available_from && entry.available_from > today ? entry.available_from : today;
  return {
    firstMoveIn: from,
    lastMoveIn: utcDate(now, MOVE_IN_MAX_DAYS),
    minTerm: Math.max(entry.min_term_months ?? MIN_TERM_MONTHS, MIN_TERM_MONTHS),
  };
}

type Limits = ReturnType<typeof applicationLimits>;

/** The application's fields, checked as the server checks them; the messages are catalogue keys. */
function applicationSchema(entry: WishlistEntry, limits: Limits) {
  const { min, max } = entry.price_range;
  return z.object({
    offered_price: z
      .number({ error: 'rental.rentRequired' })
      .pipe(moneyNumberSchema)
      .refine((rent) => rent >= min && rent <= max, 'rental.rentOutOfRange'),
    move_in: z
      .string()
      .min(1, 'rental.moveInRequired')
      .refine(isCalendarDate, 'rental.moveInRequired')
      .refine((date) => date >= limits.firstMoveIn, 'rental.moveInTooEarly')
      .refine((date) => date <= limits.lastMoveIn, 'rental.moveInTooLate'),
    term_months: z
      .number({ error: 'rental.termRequired' })
      .int('rental.termWhole')
      .min(limits.minTerm, 'rental.termTooShort')
      .max(MAX_TERM_MONTHS, 'rental.termTooLong'),
    message: z.string().trim().max(MAX_APPLICATION_MESSAGE, 'rental.messageTooLong'),
  });
}

/** An error's key, said with the application's limits; the shared amount rules as they are. */
function errorText(message: string | undefined, entry: WishlistEntry, limits: Limits) {
  if (!message) return undefined;
  if (!message.startsWith('rental.')) return i18n._('rental.rentInvalid');
  return i18n._(message, {
    range: formatPriceRange(entry.price_range),
    date: formatCalendarDate(
      message === 'rental.moveInTooLate' ? limits.lastMoveIn : limits.firstMoveIn,
    ),
    count: message === 'rental.termTooLong' ? MAX_TERM_MONTHS : limits.minTerm,
    max: MAX_APPLICATION_MESSAGE.toLocaleString(intlLocale()),
  });
}

/**
 * Apply to rent (CONTRACT.md section 12): the rent offered within the range, the move-in date,
 * the term in months and a message; sent as an offer with the application's fields.
 */
export function ApplicationForm({ entry }: { entry: WishlistEntry }) {
  const { _ } = useLingui();
  const currency = usePublicConfig().data?.currency ?? 'USD';
  const navigate = useNavigate();
  const makeOffer = useMakeOffer();
  const limits = useMemo(() => applicationLimits(entry), [entry]);
  const schema = useMemo(() => applicationSchema(entry, limits), [entry, limits]);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(schema), defaultValues: { message: '' } });
  const error = (message: string | undefined) => errorText(message, entry, limits);
  const messageError = error(errors.message?.message);
  const week = entry.rent_period === 'week';

  const onSubmit = handleSubmit(({ offered_price, move_in, term_months, message }) =>
    makeOffer
      .mutateAsync({
        offer_property_id: entry.wish_property_id,
        offered_price,
        move_in,
        term_months,
        ...(message ? { message } : {}),
      })
      .then(
        () => {
          toast.success(i18n._('rental.applicationSent'));
          void navigate('/dashboard/propertyBought');
        },
        (failure: unknown) => {
          toast.error(errorMessage(failure));
        },
      ),
  );

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="card border-base-300 bg-base-100 max-w-3xl border shadow-sm"
    >
      <div className="card-body gap-2">
        <div className="grid gap-x-6 sm:grid-cols-2">
          <OfferPartiesFields entry={entry} renting />
          <TextField
            label={
              week
                ? _('rental.rentOfferedWeek', { currency })
                : _('rental.rentOfferedMonth', { currency })
            }
            type="number"
            inputMode="decimal"
            min={entry.price_range.min}
            max={entry.price_range.max}
            step={10 ** -currencyDigits(siteCurrency())}
            required
            hint={_('offers.amountHint', { range: formatPriceRange(entry.price_range) })}
            error={error(errors.offered_price?.message)}
            {...register('offered_price', { valueAsNumber: true })}
          />
          <TextField
            label={_('rental.moveIn')}
            type="date"
            min={limits.firstMoveIn}
            max={limits.lastMoveIn}
            required
            hint={_('rental.moveInHint', {
              from: formatCalendarDate(limits.firstMoveIn),
              to: formatCalendarDate(limits.lastMoveIn),
            })}
            error={error(errors.move_in?.message)}
            {...register('move_in')}
          />
          <TextField
            label={_('rental.termMonths')}
            type="number"
            inputMode="numeric"
            min={limits.minTerm}
            max={MAX_TERM_MONTHS}
            step={1}
            required
            hint={_('rental.termHint', { count: limits.minTerm })}
            error={error(errors.term_months?.message)}
            {...register('term_months', { valueAsNumber: true })}
          />
        </div>
        <div className="fieldset w-full py-1">
          <label htmlFor="application-message" className="fieldset-legend pb-1 text-sm font-medium">
            {_('rental.message')}
          </label>
          <textarea
            id="application-message"
            rows={4}
            dir="auto"
            maxLength={MAX_APPLICATION_MESSAGE}
            className={`textarea w-full ${messageError ? 'textarea-error' : ''}`}
            aria-invalid={messageError ? true : undefined}
            aria-describedby={fieldNoteId('application-message', { error: messageError })}
            {...register('message')}
          />
          <FieldNote inputId="application-message" error={messageError} />
        </div>
        <p className="text-base-content/80 text-sm">{_('rental.holdingDepositNote')}</p>
        <div className="card-actions mt-4 justify-end">
          <SubmitButton pending={makeOffer.isPending} className="w-full sm:w-auto">
            {_('rental.applyToRent')}
          </SubmitButton>
        </div>
      </div>
    </form>
  );
}
