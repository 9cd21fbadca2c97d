import type { ReactNode } from 'react';
import { Spinner } from './spinner';

interface ActionButtonProps {
  /** The visible text, such as "Verify". */
  children: string;
  /** What the action applies to, such as a property title: added for screen readers, so each row's button has its own name. */
  subject: string;
  onClick: () => void;
  /** While true the button is disabled and spins, so a second click sends nothing. */
  pending?: boolean;
  disabled?: boolean;
  /** daisyUI colour and style classes, e.g. "btn-success". */
  className?: string;
  icon?: ReactNode;
}

/** A small button in a table row; its name is "{children} {subject}". */
export function ActionButton({
  children,
  subject,
  onClick,
  pending = false,
  disabled = false,
  className = 'btn-primary',
  icon,
}: ActionButtonProps) {
  return (
    <button
      type="button"
      className={`btn btn-sm whitespace-nowrap ${className}`}
      disabled={pending || disabled}
      onClick={onClick}
    >
      {pending ? <Spinner size="xs" /> : icon}
      {children}
      <span className="sr-only"> {subject}</span>
    </button>
  );
}
