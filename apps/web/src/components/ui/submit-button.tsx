import type { ReactNode } from 'react';
import { Spinner } from './spinner';

interface SubmitButtonProps {
  /** While true the button is disabled and spins; its text (its accessible name) stays the same. */
  pending: boolean;
  children: ReactNode;
  className?: string;
}

export function SubmitButton({ pending, children, className = '' }: SubmitButtonProps) {
  return (
    <button type="submit" className={`btn btn-primary ${className}`} disabled={pending}>
      {pending && <Spinner size="sm" />}
      {children}
    </button>
  );
}
