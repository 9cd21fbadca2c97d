import { useId, useState } from 'react';
import type { Property } from '@elite/shared';
import { monthlyPayment } from '@elite/shared/listing-decision-values';
import { formatMoney, siteCurrency } from '@elite/shared/money';
import { useLingui } from '../../../../lib/i18n';
import { useHydrated } from '../../../../lib/use-hydrated';
import {
  MAX_MORTGAGE_RATE,
  MAX_MORTGAGE_YEARS,
  mortgageLoan,
  readMortgageInputs,
  saveMortgageInputs,
  type MortgageInputs,
} from './mortgage-store';

type CalculatorData = Pick<Property, '_id' | 'price_range' | 'status'> &
  Partial<Pick<Property, 'listing_type'>>;

const DEFAULT_RATE = '5';
const DEFAULT_YEARS = '25';
/** The deposit first suggested: a fifth of the price. */
const DEFAULT_DEPOSIT_SHARE = 0.2;

interface FieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  min: number;
  max?: number;
  step: string;
}

function NumberField({ id, label, value, onChange, min, max, step }: FieldProps) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        type="number"
        inputMode="decimal"
        min={min}
        max={max}
        step={step}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="input w-full tabular-nums"
      />
    </div>
  );
}

function CalculatorForm({ property }: { property: CalculatorData }) {
  const { _ } = useLingui();
  const id = useId();
  const listingPrice = property.price_range.min;
  const [inputs, setInputs] = useState<MortgageInputs>(() =>
    readMortgageInputs(property._id, {
      price: String(listingPrice),
      deposit: String(Math.round(listingPrice * DEFAULT_DEPOSIT_SHARE)),
      rate: DEFAULT_RATE,
      years: DEFAULT_YEARS,
    }),
  );
  const change = (field: keyof MortgageInputs) => (value: string) => {
    const next = { ...inputs, [field]: value };
    setInputs(next);
    saveMortgageInputs(property._id, next);
  };
  const loan = mortgageLoan(inputs);
  const currency = siteCurrency();
  const ids = ['price', 'deposit', 'rate', 'years'].map((field) => `${id}-${field}`);

  return (
    <form className="flex flex-col gap-4" onSubmit={(event) => event.preventDefault()}>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <NumberField
          id={ids[0]!}
          label={_('decide.price', { currency })}
          value={inputs.price}
          onChange={change('price')}
          min={0}
          step="any"
        />
        <NumberField
          id={ids[1]!}
          label={_('decide.deposit', { currency })}
          value={inputs.deposit}
          onChange={change('deposit')}
          min={0}
          step="any"
        />
        <NumberField
          id={ids[2]!}
          label={_('decide.rate')}
          value={inputs.rate}
          onChange={change('rate')}
          min={0}
          max={MAX_MORTGAGE_RATE}
          step="0.01"
        />
        <NumberField
          id={ids[3]!}
          label={_('decide.term')}
          value={inputs.years}
          onChange={change('years')}
          min={1}
          max={MAX_MORTGAGE_YEARS}
          step="1"
        />
      </div>
      {String(listingPrice) !== inputs.price && (
        <p>
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            onClick={() => change('price')(String(listingPrice))}
          >
            {_('decide.useListingPrice')}
          </button>
        </p>
      )}
      <output
        htmlFor={ids.join(' ')}
        aria-live="polite"
        className="rounded-box bg-base-200 flex flex-col gap-1 p-4"
      >
        {loan ? (
          <>
            <span className="text-base-content/80 text-sm">{_('decide.monthlyPayment')}</span>
            <span className="text-primary text-2xl font-bold tabular-nums">
              {formatMoney(monthlyPayment(loan.principal, loan.rate, loan.years))}
            </span>
            <span className="text-sm">
              {_('decide.loanAmount', { amount: formatMoney(loan.principal) })}
            </span>
          </>
        ) : (
          <span>{_('decide.incomplete')}</span>
        )}
      </output>
    </form>
  );
}

/**
 * A mortgage calculator on a listing for sale (CONTRACT.md section 13): price (the listing's
 * lowest to begin with), deposit, rate and term give the monthly payment by the standard annuity
 * formula, in the site's currency and the page's locale. The figures stay on this device
 * (mortgage-store.ts) and nothing is sent; they are read once the page runs in the browser.
 */
export function MortgageCalculator({ property }: { property: CalculatorData }) {
  const { _ } = useLingui();
  const hydrated = useHydrated();
  if (property.listing_type === 'rent' || property.status === 'sold') return null;
  return (
    <section aria-labelledby="mortgage-calculator" className="flex flex-col gap-3">
      <h2 id="mortgage-calculator" className="text-xl font-bold">
        {_('decide.mortgageHeading')}
      </h2>
      <p className="text-base-content/80 text-sm">{_('decide.mortgageNote')}</p>
      {hydrated && <CalculatorForm key={property._id} property={property} />}
    </section>
  );
}
