import { useCallback, useId, useRef, useState } from 'react';
import { useDismiss } from '../../../lib/use-dismiss';

interface ChecklistProps<T extends string> {
  choices: readonly T[];
  value: T[];
  label: (choice: T) => string;
  onChange: (value: T[]) => void;
}

/**
 * A tick for each choice, two columns; the value keeps the choices' order. A tick shows at once,
 * before the change has reached the value (the filter bar's value is the address, which a
 * navigation changes a moment later).
 */
function Checklist<T extends string>({ choices, value, label, onChange }: ChecklistProps<T>) {
  const valueKey = value.join(',');
  // A change made while the value was `from`: once the value changes, it is shown again.
  const [pending, setPending] = useState<{ from: string; next: T[] } | null>(null);
  const shown = pending?.from === valueKey ? pending.next : value;
  return (
    <div className="grid grid-cols-2 gap-x-4 gap-y-1">
      {choices.map((choice) => (
        <label key={choice} className="flex cursor-pointer items-center gap-2 py-1 text-sm">
          <input
            type="checkbox"
            className="checkbox checkbox-sm"
            checked={shown.includes(choice)}
            onChange={(event) => {
              const next = choices.filter((c) =>
                c === choice ? event.target.checked : shown.includes(c),
              );
              setPending({ from: valueKey, next });
              onChange(next);
            }}
          />
          {label(choice)}
        </label>
      ))}
    </div>
  );
}

interface ChecklistFieldProps<T extends string> extends ChecklistProps<T> {
  title: string;
  /** What the closed dropdown says when nothing is ticked. */
  none: string;
  /** The filter bar (ticks in a dropdown), else the phone's sheet (ticks shown as they are). */
  dropdown: boolean;
}

/**
 * A filter of ticks (home types, features, accessibility). In the filter bar, a dropdown naming
 * what is ticked, which closes on Escape (focus back on its button), on a press outside it, and
 * when focus leaves it; in the sheet, the ticks as they are.
 */
export function ChecklistField<T extends string>({
  title,
  none,
  dropdown,
  ...list
}: ChecklistFieldProps<T>) {
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
  const summary = list.value.length === 0 ? none : list.value.map(list.label).join(', ');
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
