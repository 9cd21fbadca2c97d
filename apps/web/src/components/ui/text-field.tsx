import { useId } from 'react';
import type { ComponentProps, ReactNode } from 'react';

type TextFieldProps = ComponentProps<'input'> & {
  label: string;
  /** Shown under the field and announced with it. */
  error?: string;
  hint?: string;
  /** Placed inside the field at its end, such as a show-password button. */
  trailing?: ReactNode;
};

/** A labelled input with its error text; accepts react-hook-form's `register()` props. */
export function TextField({
  label,
  error,
  hint,
  trailing,
  id,
  type = 'text',
  className = '',
  ...inputProps
}: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const describedBy = fieldNoteId(inputId, { hint, error });
  const base = type === 'file' ? 'file-input' : 'input';

  const input = (
    <input
      id={inputId}
      type={type}
      className={`${base} w-full ${error ? `${base}-error` : ''} ${trailing ? 'pe-12' : ''} ${className}`}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy}
      {...inputProps}
    />
  );

  return (
    <div className="fieldset w-full py-1">
      <label htmlFor={inputId} className="fieldset-legend pb-1 text-sm font-medium">
        {label}
      </label>
      {trailing ? (
        <div className="relative">
          {input}
          <div className="absolute inset-y-0 end-1 z-10 flex items-center">{trailing}</div>
        </div>
      ) : (
        input
      )}
      <FieldNote inputId={inputId} hint={hint} error={error} />
    </div>
  );
}

interface FieldNoteProps {
  inputId: string;
  hint?: string;
  error?: string;
}

/** The id of the note under a field (its error, else its hint), for `aria-describedby`. */
export function fieldNoteId(inputId: string, { hint, error }: Omit<FieldNoteProps, 'inputId'>) {
  if (error) return `${inputId}-error`;
  return hint ? `${inputId}-hint` : undefined;
}

/** The text under a field: its error, or else its hint. */
export function FieldNote({ inputId, hint, error }: FieldNoteProps) {
  if (error) {
    return (
      <p id={fieldNoteId(inputId, { error })} className="text-error text-sm">
        {error}
      </p>
    );
  }
  if (!hint) return null;
  return (
    <p id={fieldNoteId(inputId, { hint })} className="text-base-content/70 text-xs">
      {hint}
    </p>
  );
}
