import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  ACCESSIBILITY_FEATURES,
  ENERGY_RATINGS,
  LISTING_FEATURES,
  MAX_ENERGY_CONSUMPTION,
  MAX_LEASE_YEARS,
  TENURES,
} from '@elite/shared/listing-decision-values';
import { currencyDigits, siteCurrency } from '@elite/shared';
import { FieldNote, TextField, fieldNoteId } from '../../../components/ui/text-field';
import { accessibilityLabel, featureLabel, tenureLabel } from '../../../lib/decision-labels';
import { useLingui } from '../../../lib/i18n';
import { hasLease } from './decision-values';
import { FormGroup } from './facts-fields';
import { asNumber, asText, fieldError } from './property-form-schema';
import type { PropertyFormField, PropertyFormInput } from './property-form-schema';
import { RoomsField } from './rooms-field';

/** The server's refusal of years left on a lease for a home without one (decision.ts). */
const LEASE_ONLY = 'lease_years_remaining is only for a leasehold or share of freehold';

function useErrorOf() {
  const {
    formState: { errors },
  } = useFormContext<PropertyFormInput>();
  const { _ } = useLingui();
  return (field: PropertyFormField) => {
    const message = errors[field]?.message;
    if (message === 'is only for a leasehold or share of freehold' || message === LEASE_ONLY) {
      return _('decide-form.leaseOnly');
    }
    return fieldError(field, message);
  };
}

/**
 * A section of the decision facts that opens and closes (the form is not a wall of inputs): open
 * to start with when it holds a value, and while one of its fields is in error.
 */
function DecisionSection({
  title,
  fields,
  children,
}: {
  title: string;
  fields: PropertyFormField[];
  children: ReactNode;
}) {
  const {
    getValues,
    formState: { errors },
  } = useFormContext<PropertyFormInput>();
  const [open, setOpen] = useState(() =>
    fields.some((field) => {
      const value = getValues(field);
      return Array.isArray(value) ? value.length > 0 : value !== null && value !== undefined;
    }),
  );
  const inError = fields.some((field) => errors[field] !== undefined);
  const details = useRef<HTMLDetailsElement>(null);
  // A field in error could not take the focus while its section was closed: it takes it now,
  // unless another field in error has it.
  useEffect(() => {
    if (!inError) return;
    const focused = document.activeElement;
    if (focused?.getAttribute('aria-invalid') === 'true') return;
    details.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [inError]);
  return (
    // Plain classes, not daisyUI's `collapse`: Tailwind's utility of that name is
    // `visibility: collapse`, which hid the open sections.
    <details
      ref={details}
      className="group border-base-300 rounded-box border"
      open={open || inError}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="focus-visible:outline-primary rounded-box flex cursor-pointer list-none items-center justify-between gap-3 px-4 py-3 font-semibold focus-visible:outline-2 [&::-webkit-details-marker]:hidden">
        {title}
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="size-4 shrink-0 transition-transform group-open:rotate-180"
          fill="currentColor"
        >
          <path d="M5.2 7.2a1 1 0 0 1 1.4 0L10 10.6l3.4-3.4a1 1 0 1 1 1.4 1.4l-4.1 4.1a1 1 0 0 1-1.4 0L5.2 8.6a1 1 0 0 1 0-1.4Z" />
        </svg>
      </summary>
      <div className="px-4 pb-4">
        <fieldset className="min-w-0">
          <legend className="sr-only">{title}</legend>
          {children}
        </fieldset>
      </div>
    </details>
  );
}

function Select({
  field,
  label,
  options,
  error,
}: {
  field: PropertyFormField;
  label: string;
  options: [string, string][];
  error: string | undefined;
}) {
  const { register } = useFormContext<PropertyFormInput>();
  const id = useId();
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
        {...register(field, { setValueAs: asText })}
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

/** Ticks of distinct values from a list: the form holds the ticked ones, in the list's order. */
function Checklist({
  field,
  values,
  label,
}: {
  field: 'features' | 'accessibility_features';
  values: readonly string[];
  label: (value: string) => string;
}) {
  const { register } = useFormContext<PropertyFormInput>();
  const error = useErrorOf()(field);
  const id = useId();
  return (
    <>
      <div
        className="grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-2 lg:grid-cols-3"
        aria-describedby={fieldNoteId(id, { error })}
      >
        {values.map((value) => (
          <label key={value} className="flex cursor-pointer items-center gap-2 py-1">
            <input
              type="checkbox"
              value={value}
              className="checkbox checkbox-sm"
              {...register(field)}
            />
            {label(value)}
          </label>
        ))}
      </div>
      <FieldNote inputId={id} error={error} />
    </>
  );
}

function EnergySection() {
  const { register } = useFormContext<PropertyFormInput>();
  const errorOf = useErrorOf();
  const { _ } = useLingui();
  const currency = siteCurrency();
  const money = (field: PropertyFormField, label: string) => (
    <TextField
      label={label}
      type="number"
      inputMode="decimal"
      min={0}
      step={10 ** -currencyDigits(currency)}
      error={errorOf(field)}
      {...register(field, { setValueAs: asNumber })}
    />
  );
  return (
    <DecisionSection
      title={_('decide-form.energySection')}
      fields={[
        'energy_rating',
        'energy_consumption',
        'annual_service_charge',
        'annual_property_tax',
        'monthly_hoa_fee',
      ]}
    >
      <div className="grid gap-x-6 sm:grid-cols-2 lg:grid-cols-3">
        <Select
          field="energy_rating"
          label={_('decide-form.energyRating')}
          options={[
            ['', _('agent.notGiven')],
            ...ENERGY_RATINGS.map((r): [string, string] => [r, r]),
          ]}
          error={errorOf('energy_rating')}
        />
        <TextField
          label={_('decide-form.energyConsumption')}
          type="number"
          inputMode="decimal"
          min={0}
          max={MAX_ENERGY_CONSUMPTION}
          step="any"
          error={errorOf('energy_consumption')}
          {...register('energy_consumption', { setValueAs: asNumber })}
        />
        {money('annual_service_charge', _('decide-form.serviceCharge', { currency }))}
        {money('annual_property_tax', _('decide-form.propertyTax', { currency }))}
        {money('monthly_hoa_fee', _('decide-form.hoaFee', { currency }))}
      </div>
    </DecisionSection>
  );
}

function TenureSection() {
  const { register, control } = useFormContext<PropertyFormInput>();
  const errorOf = useErrorOf();
  const { _ } = useLingui();
  const lease = hasLease(useWatch({ control, name: 'tenure' }));
  return (
    <DecisionSection
      title={_('decide-form.tenureSection')}
      fields={['tenure', 'lease_years_remaining']}
    >
      <div className="grid gap-x-6 sm:grid-cols-2">
        <Select
          field="tenure"
          label={_('decide-form.tenure')}
          options={[
            ['', _('agent.notGiven')],
            ...TENURES.map((t): [string, string] => [t, tenureLabel(t)]),
          ]}
          error={errorOf('tenure')}
        />
        {lease && (
          <TextField
            label={_('decide-form.leaseYears')}
            type="number"
            inputMode="numeric"
            min={0}
            max={MAX_LEASE_YEARS}
            step={1}
            error={errorOf('lease_years_remaining')}
            {...register('lease_years_remaining', { setValueAs: asNumber, shouldUnregister: true })}
          />
        )}
      </div>
    </DecisionSection>
  );
}

/**
 * What a buyer needs to decide (CONTRACT.md section 13), in sections that open on demand: energy
 * and running costs, tenure, features, accessibility and rooms.
 */
export function DecisionFields() {
  const { _ } = useLingui();
  return (
    <FormGroup legend={_('decide-form.heading')}>
      <p className="text-base-content/80 pb-2 text-sm">{_('decide-form.headingHint')}</p>
      <div className="flex flex-col gap-2">
        <EnergySection />
        <TenureSection />
        <DecisionSection title={_('decide-form.features')} fields={['features']}>
          <Checklist
            field="features"
            values={LISTING_FEATURES}
            label={(value) => featureLabel(value as (typeof LISTING_FEATURES)[number])}
          />
        </DecisionSection>
        <DecisionSection title={_('decide-form.accessibility')} fields={['accessibility_features']}>
          <Checklist
            field="accessibility_features"
            values={ACCESSIBILITY_FEATURES}
            label={(value) => accessibilityLabel(value as (typeof ACCESSIBILITY_FEATURES)[number])}
          />
        </DecisionSection>
        <DecisionSection title={_('decide-form.rooms')} fields={['rooms']}>
          <RoomsField />
        </DecisionSection>
      </div>
    </FormGroup>
  );
}
