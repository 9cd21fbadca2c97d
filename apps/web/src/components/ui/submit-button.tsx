import type { ReactNode } from 'react';
import { Spinner } from './spinner';

interface SubmitButtonProps {
  /** While true the button is disabled and spins; its text (its accessible name) stays the same. */
  pending: boolean;
  /** Not usable yet (without spinning), e.g. before a server-rendered page is hydrated. */
  disabled?: boolean;
  children: ReactNode;
  className?: string;
}

export function SubmitButton({
  pending,
  disabled = false,
  children,
  className = '',
}: SubmitButtonProps) {
  return (
    <button type="submit" className={`btn btn-primary ${className}`} disabled={pending || disabled}>
      {pending && <Spinner size="sm" />}
      {children}
    </button>
  );
}
