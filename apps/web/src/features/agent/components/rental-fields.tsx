import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { FURNISHINGS, MAX_TERM_MONTHS, MIN_TERM_MONTHS } from '@elite/shared/listing-rental';
import { currencyDigits, siteCurrency } from '@elite/shared';
import { FieldNote, TextField, fieldNoteId } from '../../../components/ui/text-field';
import { useLingui } from '../../../lib/i18n';
import { furnishingLabel } from '../../../lib/rental-labels';
import { FormGroup } from './facts-fields';
import { asNumber, asText, fieldError } from './property-form-schema';
import type { PropertyFormField, PropertyFormInput } from './property-form-schema';

/** A yes-or-no fact that may be unknown: `''` is not given (`null`). */
const asFlag = (value: unknown) =>
  value === 'true' || value === true ? true : value === 'false' || value === false ? false : null;

/** The rental facts; left out of the form's values while hidden (a sale sends none). */
const hidden = { shouldUnregister: true } as const;

/** "For sale / To rent": a radio group at the top of the listing form (CONTRACT.md section 12). */
export function ListingTypeField() {
  const { register } = useFormContext<PropertyFormInput>();
  const { _ } = useLingui();
  return (
    <fieldset className="flex flex-wrap items-center gap-x-6 gap-y-2 py-1">
      <legend className="fieldset-legend pb-1 text-sm font-medium">
        {_('rental.listingType')}
      </legend>
      {(['sale', 'rent'] as const).map((type) => (
        <label key={type} className="flex cursor-pointer items-center gap-2">
          <input
            type="radio"
            value={type}
            className="radio radio-primary radio-sm"
            {...register('listing_type')}
          />
          {type === 'sale' ? _('rental.forSale') : _('rental.toRent')}
        </label>
      ))}
    </fieldset>
  );
}

function SelectField({
  field,
  label,
  options,
  setValueAs,
}: {
  field: PropertyFormField;
  label: string;
  options: [string, string][];
  setValueAs: (value: unknown) => unknown;
}) {
  const {
    register,
    formState: { errors },
  } = useFormContext<PropertyFormInput>();
  const id = useId();
  const error = fieldError(field, errors[field]?.message);
  return (
    <div className="fieldset w-full py-1">
      <label htmlFor={id} className="fieldset-legend pb-1 text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        className={`select w-full ${error ? 'select-error' : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldNoteId(id, { error })}
        {...register(field, { setValueAs, ...hidden })}
      >
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
      <FieldNote inputId={id} error={error} />
    </div>
  );
}

/** A home to rent's facts: rent period, deposit, available from, furnishing, term, pets, bills. */
export function RentalFields() {
  const {
    register,
    formState: { errors },
  } = useFormContext<PropertyFormInput>();
  const { _ } = useLingui();
  const errorOf = (field: PropertyFormField) => fieldError(field, errors[field]?.message);
  const currency = siteCurrency();
  const notGiven: [string, string] = ['', _('agent.notGiven')];
  const yesNo: [string, string][] = [
    notGiven,
    ['true', _('rental.yes')],
    ['false', _('rental.no')],
  ];
  return (
    <FormGroup legend={_('rental.factsHeading')}>
      <div className="grid gap-x-6 sm:grid-cols-2 lg:grid-cols-3">
        <SelectField
          field="rent_period"
          label={_('rental.rentPeriod')}
          options={[
            ['month', _('rental.perMonth')],
            ['week', _('rental.perWeek')],
          ]}
          setValueAs={asText}
        />
        <TextField
          label={_('rental.depositIn', { currency })}
          type="number"
          inputMode="decimal"
          min={0}
          step={10 ** -currencyDigits(currency)}
          error={errorOf('deposit')}
          {...register('deposit', { setValueAs: asNumber, ...hidden })}
        />
        <TextField
          label={_('rental.availableFrom')}
          type="date"
          error={errorOf('available_from')}
          {...register('available_from', { setValueAs: asText, ...hidden })}
        />
        <SelectField
          field="furnished"
          label={_('rental.furnishing')}
          options={[notGiven, ...FURNISHINGS.map((f): [string, string] => [f, furnishingLabel(f)])]}
          setValueAs={asText}
        />
        <TextField
          label={_('rental.minTermMonths')}
          type="number"
          inputMode="numeric"
          min={MIN_TERM_MONTHS}
          max={MAX_TERM_MONTHS}
          step={1}
          error={errorOf('min_term_months')}
          {...register('min_term_months', { setValueAs: asNumber, ...hidden })}
        />
        <SelectField
          field="pets_allowed"
          label={_('rental.petsAllowed')}
          options={yesNo}
          setValueAs={asFlag}
        />
        <SelectField
          field="bills_included"
          label={_('rental.billsIncluded')}
          options={yesNo}
          setValueAs={asFlag}
        />
      </div>
    </FormGroup>
  );
}
