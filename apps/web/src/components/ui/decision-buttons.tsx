import { ActionButton } from './action-button';

export interface Decision<T extends string> {
  value: T;
  /** The button's text, e.g. "Verify". */
  label: string;
  /** daisyUI colour classes. */
  className: string;
}

interface DecisionButtonsProps<T extends string> {
  /** What is decided on, for screen readers (see ActionButton). */
  subject: string;
  decisions: readonly Decision<T>[];
  /** The decision being sent for this row, if any: it spins and every button waits. */
  pending: T | null;
  onDecide: (value: T) => void;
}

/** A row's either-or decision, such as Verify / Reject or Accept / Reject. */
export function DecisionButtons<T extends string>({
  subject,
  decisions,
  pending,
  onDecide,
}: DecisionButtonsProps<T>) {
  return (
    <div className="flex flex-col gap-2 2xl:flex-row">
      {decisions.map((decision) => (
        <ActionButton
          key={decision.value}
          subject={subject}
          className={decision.className}
          pending={pending === decision.value}
          disabled={pending !== null}
          onClick={() => onDecide(decision.value)}
        >
          {decision.label}
        </ActionButton>
      ))}
    </div>
  );
}
