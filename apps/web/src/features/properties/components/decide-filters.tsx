import { useId } from 'react';
import {
  ACCESSIBILITY_FEATURES,
  ENERGY_RATINGS,
  LISTING_FEATURES,
  type EnergyRating,
} from '@elite/shared/listing-decision-values';
import { accessibilityLabel, featureLabel } from '../../../lib/decision-labels';
import { useLingui } from '../../../lib/i18n';
import type { DecisionFilters } from '../api/decision-filters';
import { ChecklistField } from './checklist-field';

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
        none={_('search.any')}
        dropdown={!pending}
        choices={LISTING_FEATURES}
        value={value.features}
        label={featureLabel}
        onChange={(features) => onChange({ features })}
      />
      <ChecklistField
        title={_('decide-filters.accessibility')}
        none={_('search.any')}
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
