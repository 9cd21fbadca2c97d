import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import {
  EARLIEST_YEAR_BUILT,
  MAX_DESCRIPTION,
  MAX_ROOMS,
  PROPERTY_TYPES,
  latestYearBuilt,
} from '@elite/shared';
import { FieldNote, TextField, fieldNoteId } from '../../../components/ui/text-field';
import { intlLocale, useLingui } from '../../../lib/i18n';
import { areaUnitLabel, propertyTypeLabel } from '../../../lib/listing-labels';
import { usePublicConfig } from '../../../lib/public-config';
import { asNumber, asText, fieldError } from './property-form-schema';
import type { PropertyFormField, PropertyFormInput } from './property-form-schema';

/** A group of the listing form, with its heading. */
export function FormGroup({
  legend,
  children,
  className = '',
}: {
  legend: string;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <fieldset className={`fieldset border-base-300 min-w-0 border-t pt-4 ${className}`}>
      <legend className="fieldset-legend text-lg font-semibold">{legend}</legend>
      {children}
    </fieldset>
  );
}

function useFieldError() {
  const {
    formState: { errors },
  } = useFormContext<PropertyFormInput>();
  return (field: PropertyFormField) => fieldError(field, errors[field]?.message);
}

/** Facts: type, bedrooms, bathrooms, living area and lot size (the site's unit), year built. */
export function FactsFields() {
  const { register } = useFormContext<PropertyFormInput>();
  const errorOf = useFieldError();
  const { _ } = useLingui();
  const unit = areaUnitLabel(usePublicConfig().data?.areaUnit ?? 'sqft');
  const typeId = useId();
  const typeError = errorOf('property_type');
  const number = (field: PropertyFormField) => register(field, { setValueAs: asNumber });

  return (
    <FormGroup legend={_('agent.facts')}>
      <div className="grid gap-x-6 sm:grid-cols-2 lg:grid-cols-3">
        <div className="fieldset w-full py-1">
          <label htmlFor={typeId} className="fieldset-legend pb-1 text-sm font-medium">
            {_('agent.propertyType')}
          </label>
          <select
            id={typeId}
            className={`select w-full ${typeError ? 'select-error' : ''}`}
            aria-invalid={typeError ? true : undefined}
            aria-describedby={fieldNoteId(typeId, { error: typeError })}
            {...register('property_type', { setValueAs: asText })}
          >
            <option value="">{_('agent.notGiven')}</option>
            {PROPERTY_TYPES.map((type) => (
              <option key={type} value={type}>
                {propertyTypeLabel(type)}
              </option>
            ))}
          </select>
          <FieldNote inputId={typeId} error={typeError} />
        </div>
        <TextField
          label={_('agent.bedrooms')}
          type="number"
          inputMode="numeric"
          min={0}
          max={MAX_ROOMS}
          step={1}
          error={errorOf('bedrooms')}
          {...number('bedrooms')}
        />
        <TextField
          label={_('agent.bathrooms')}
          type="number"
          inputMode="decimal"
          min={0}
          max={MAX_ROOMS}
          step={0.5}
          error={errorOf('bathrooms')}
          {...number('bathrooms')}
        />
        <TextField
          label={_('agent.livingArea', { unit })}
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          error={errorOf('living_area')}
          {...number('living_area')}
        />
        <TextField
          label={_('agent.lotSize', { unit })}
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          error={errorOf('lot_size')}
          {...number('lot_size')}
        />
        <TextField
          label={_('agent.yearBuilt')}
          type="number"
          inputMode="numeric"
          min={EARLIEST_YEAR_BUILT}
          max={latestYearBuilt()}
          step={1}
          error={errorOf('year_built')}
          {...number('year_built')}
        />
      </div>
    </FormGroup>
  );
}

/** Description: plain text with its line breaks. */
export function DescriptionField() {
  const { register } = useFormContext<PropertyFormInput>();
  const error = useFieldError()('description');
  const id = useId();
  const { _ } = useLingui();
  const hint = _('agent.descriptionHint', {
    max: MAX_DESCRIPTION.toLocaleString(intlLocale()),
  });
  return (
    <FormGroup legend={_('agent.description')}>
      <div className="fieldset w-full py-1">
        <label htmlFor={id} className="fieldset-legend pb-1 text-sm font-medium">
          {_('agent.description')}
        </label>
        <textarea
          id={id}
          rows={6}
          className={`textarea w-full ${error ? 'textarea-error' : ''}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={fieldNoteId(id, { hint, error })}
          {...register('description', { setValueAs: asText })}
        />
        <FieldNote inputId={id} hint={hint} error={error} />
      </div>
    </FormGroup>
  );
}
