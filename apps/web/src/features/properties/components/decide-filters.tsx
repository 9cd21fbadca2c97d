import { useCallback, useId, useRef, useState } from 'react';
import {
  ACCESSIBILITY_FEATURES,
  ENERGY_RATINGS,
  LISTING_FEATURES,
  type EnergyRating,
} from '@elite/shared/listing-decision-values';
import { accessibilityLabel, featureLabel } from '../../../lib/decision-labels';
import { useLingui } from '../../../lib/i18n';
import { useDismiss } from '../../../lib/use-dismiss';
import type { DecisionFilters } from '../api/decision-filters';

interface ChecklistProps<T extends string> {
  choices: readonly T[];
  value: T[];
  label: (choice: T) => string;
  onChange: (value: T[]) => void;
}

function Checklist<T extends string>({ choices, value, label, onChange }: ChecklistProps<T>) {
  return (
    <div className="grid grid-cols-2 gap-x-4 gap-y-1">
      {choices.map((choice) => (
        <label key={choice} className="flex cursor-pointer items-center gap-2 py-1 text-sm">
          <input
            type="checkbox"
            className="checkbox checkbox-sm"
            checked={value.includes(choice)}
            onChange={(event) =>
              onChange(
                choices.filter((c) => (c === choice ? event.target.checked : value.includes(c))),
              )
            }
          />
          {label(choice)}
        </label>
      ))}
    </div>
  );
}

/**
 * The filter bar's list of ticks: a dropdown that closes on Escape (focus back on its button), on
 * a press outside it, and when focus leaves it; the sheet shows the ticks as they are.
 */
function ChecklistField<T extends string>({
  title,
  dropdown,
  ...list
}: ChecklistProps<T> & { title: string; dropdown: boolean }) {
  const { _ } = useLingui();
  const labelId = useId();
  const valueId = useId();
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDetailsElement>(null);
  const trigger = useRef<HTMLElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, container, trigger);
  if (!dropdown) {
    return (
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 text-sm font-medium">{title}</legend>
        <Checklist {...list} />
      </fieldset>
    );
  }
  const summary = list.value.length === 0 ? _('search.any') : list.value.map(list.label).join(', ');
  return (
    <div className="flex flex-col gap-1">
      <span id={labelId} className="text-sm font-medium">
        {title}
      </span>
      <details
        ref={container}
        className="dropdown"
        open={open}
        onToggle={(event) => setOpen(event.currentTarget.open)}
      >
        <summary
          ref={trigger}
          className="select select-sm w-full max-w-48"
          aria-labelledby={`${labelId} ${valueId}`}
        >
          <span id={valueId} className="truncate">
            {summary}
          </span>
        </summary>
        <fieldset className="dropdown-content bg-base-100 rounded-box z-[1100] mt-1 w-72 p-3 shadow">
          <legend className="sr-only">{title}</legend>
          <Checklist {...list} />
        </fieldset>
      </details>
    </div>
  );
}

interface DecideFiltersProps {
  value: DecisionFilters;
  onChange: (change: Partial<DecisionFilters>) => void;
  /** The phone's sheet (ticks shown as they are), else the filter bar (ticks in dropdowns). */
  pending: boolean;
}

/**
 * The filters of what a buyer needs to decide (CONTRACT.md section 13): energy rating or better,
 * features and accessibility (all of those ticked), an open house in the next 7 days.
 */
export function DecideFilters({ value, onChange, pending }: DecideFiltersProps) {
  const { _ } = useLingui();
  const energyId = useId();
  return (
    <>
      <div className="flex min-w-0 flex-col gap-1">
        <label htmlFor={energyId} className="text-sm font-medium">
          {_('decide-filters.energy')}
        </label>
        <select
          id={energyId}
          className="select select-sm w-full"
          value={value.energy ?? ''}
          onChange={(event) =>
            onChange({ energy: (event.target.value || null) as EnergyRating | null })
          }
        >
          <option value="">{_('search.any')}</option>
          {ENERGY_RATINGS.map((rating) => (
            <option key={rating} value={rating}>
              {_('decide-filters.energyAtLeast', { rating })}
            </option>
          ))}
        </select>
      </div>
      <ChecklistField
        title={_('decide-filters.features')}
        dropdown={!pending}
        choices={LISTING_FEATURES}
        value={value.features}
        label={featureLabel}
        onChange={(features) => onChange({ features })}
      />
      <ChecklistField
        title={_('decide-filters.accessibility')}
        dropdown={!pending}
        choices={ACCESSIBILITY_FEATURES}
        value={value.accessible}
        label={accessibilityLabel}
        onChange={(accessible) => onChange({ accessible })}
      />
      <label className="flex cursor-pointer items-center gap-2 self-end py-1 text-sm">
        <input
          type="checkbox"
          className="toggle toggle-sm toggle-primary"
          checked={value.openHouse}
          onChange={(event) => onChange({ openHouse: event.target.checked })}
        />
        {_('decide-filters.openHouse')}
      </label>
    </>
  );
}
