interface SpinnerProps {
  size?: 'xs' | 'sm' | 'md' | 'lg';
  /** Announced to screen readers; leave out when the surrounding text already says what is happening. */
  label?: string;
  className?: string;
}

const sizes = {
  xs: 'loading-xs',
  sm: 'loading-sm',
  md: 'loading-md',
  lg: 'loading-lg',
} as const;

export function Spinner({ size = 'md', label, className = '' }: SpinnerProps) {
  const spinner = (
    <span className={`loading loading-spinner ${sizes[size]} ${className}`} aria-hidden="true" />
  );
  if (!label) return spinner;
  return (
    <span role="status" className="inline-flex items-center gap-2">
      {spinner}
      <span className="sr-only">{label}</span>
    </span>
  );
}
