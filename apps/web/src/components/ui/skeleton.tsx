import { useLingui } from '../../lib/i18n';

interface SkeletonProps {
  className?: string;
}

/** A grey placeholder block; size it with classes (`h-4 w-32`). */
export function Skeleton({ className = '' }: SkeletonProps) {
  return <div className={`skeleton ${className}`} aria-hidden="true" />;
}

interface PageSkeletonProps {
  label?: string;
}

/** What a page shows while it waits for the sign-in check or its first data. */
export function PageSkeleton({ label }: PageSkeletonProps) {
  const { _ } = useLingui();
  return (
    <div role="status" aria-live="polite" className="flex w-full flex-col gap-4 py-4">
      <span className="sr-only">{label ?? _('common.loading')}</span>
      <Skeleton className="h-8 w-2/3 max-w-md" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-5/6" />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Skeleton className="h-40 w-full" />
        <Skeleton className="h-40 w-full" />
        <Skeleton className="h-40 w-full" />
      </div>
    </div>
  );
}
