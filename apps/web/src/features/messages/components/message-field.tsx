import { useId, type ComponentProps } from 'react';
import { MESSAGE_MAX_LENGTH } from '@elite/shared';

type MessageFieldProps = ComponentProps<'textarea'> & {
  label: string;
  error?: string;
  /** Shown visually; the label still names the field for a screen reader. */
  hideLabel?: boolean;
};

/** A labelled message box with its error; accepts react-hook-form's `register()` props. */
export function MessageField({ label, error, hideLabel = false, ...props }: MessageFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="fieldset w-full py-0">
      <label
        htmlFor={id}
        className={hideLabel ? 'sr-only' : 'fieldset-legend pb-1 text-sm font-medium'}
      >
        {label}
      </label>
      <textarea
        id={id}
        maxLength={MESSAGE_MAX_LENGTH}
        className={`textarea w-full ${error ? 'textarea-error' : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        aria-required="true"
        {...props}
      />
      {error && (
        <p id={errorId} className="text-error text-sm">
          {error}
        </p>
      )}
    </div>
  );
}
