import type { UseFormRegisterReturn } from 'react-hook-form';
import { SAVED_SEARCH_FREQUENCIES } from '@elite/shared';
import { useLingui } from '../../../lib/i18n';
import { frequencyHint, frequencyLabel } from '../lib/texts';

/** The alerts' frequency as radio buttons; accepts react-hook-form's `register()` props. */
export function FrequencyFields(props: UseFormRegisterReturn<'frequency'>) {
  const { _ } = useLingui();
  return (
    <fieldset className="fieldset py-1">
      <legend className="fieldset-legend pb-1 text-sm font-medium">
        {_('alerts.frequencyLegend')}
      </legend>
      {SAVED_SEARCH_FREQUENCIES.map((frequency) => (
        <label key={frequency} className="flex cursor-pointer items-start gap-3 py-1">
          <input type="radio" value={frequency} className="radio radio-sm mt-0.5" {...props} />
          <span className="flex flex-col">
            <span className="text-sm font-medium">{frequencyLabel(frequency)}</span>
            <span className="text-base-content/70 text-xs">{frequencyHint(frequency)}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
