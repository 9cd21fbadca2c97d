import { useId } from 'react';
import type { SearchListing } from '../api/property-search';
import { useLingui } from '../../../lib/i18n';

/**
 * All Property's Buy / Rent switch (CONTRACT.md section 12): two radio buttons styled as one
 * segmented control, so that Tab reaches the chosen one and the arrow keys change it.
 */
export function ListingSwitch({
  value,
  onChange,
}: {
  value: SearchListing;
  onChange: (value: SearchListing) => void;
}) {
  const { _ } = useLingui();
  const name = useId();
  const choices: [SearchListing, string][] = [
    ['sale', _('rental.switchBuy')],
    ['rent', _('rental.switchRent')],
  ];
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-1 text-sm font-medium">{_('rental.switchLegend')}</legend>
      <div className="join">
        {choices.map(([choice, label]) => (
          <label
            key={choice}
            className={`btn join-item has-[:focus-visible]:outline-primary min-w-20 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 ${value === choice ? 'btn-primary' : 'btn-outline'}`}
          >
            <input
              type="radio"
              name={name}
              value={choice}
              checked={value === choice}
              onChange={() => onChange(choice)}
              className="sr-only"
            />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
