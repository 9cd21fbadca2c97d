import type { UseFormRegisterReturn } from 'react-hook-form';
import { frequencyLabels, SAVED_SEARCH_FREQUENCIES } from '@elite/shared';

/** What each frequency means, under its label. */
const frequencyHints = {
  instant: 'An e-mail and a notification as soon as a match is listed or drops its price',
  daily: 'One e-mail a day with the day’s matches',
  off: 'Keep the search without alerts',
} as const;

/** The alerts' frequency as radio buttons; accepts react-hook-form's `register()` props. */
export function FrequencyFields(props: UseFormRegisterReturn<'frequency'>) {
  return (
    <fieldset className="fieldset py-1">
      <legend className="fieldset-legend pb-1 text-sm font-medium">Alerts frequency</legend>
      {SAVED_SEARCH_FREQUENCIES.map((frequency) => (
        <label key={frequency} className="flex cursor-pointer items-start gap-3 py-1">
          <input type="radio" value={frequency} className="radio radio-sm mt-0.5" {...props} />
          <span className="flex flex-col">
            <span className="text-sm font-medium">{frequencyLabels[frequency]}</span>
            <span className="text-base-content/70 text-xs">{frequencyHints[frequency]}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
