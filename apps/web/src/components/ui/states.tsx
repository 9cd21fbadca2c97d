import type { ReactNode } from 'react';
import { errorMessage } from '../../lib/api-client';
import { useLingui } from '../../lib/i18n';
import { Skeleton } from './skeleton';

/** A list with nothing in it yet: say so, and what to do next. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="border-base-300 bg-base-200 rounded-box flex flex-col items-center gap-2 border border-dashed px-4 py-10 text-center">
      <p className="text-lg font-semibold">{title}</p>
      {children && <div className="text-base-content/80">{children}</div>}
    </div>
  );
}

/** A failed load, with the server's message and a retry button. */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { _ } = useLingui();
  return (
    <div role="alert" className="alert alert-error flex flex-wrap justify-between">
      <span>{errorMessage(error)}</span>
      {onRetry && (
        <button type="button" className="btn btn-sm" onClick={onRetry}>
          {_('common.tryAgain')}
        </button>
      )}
    </div>
  );
}

/** Placeholder rows while a table loads. */
export function TableSkeleton({ rows = 4, label }: { rows?: number; label?: string }) {
  const { _ } = useLingui();
  return (
    <div role="status" aria-live="polite" className="flex flex-col gap-3">
      <span className="sr-only">{label ?? _('common.loading')}</span>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} className="h-12 w-full" />
      ))}
    </div>
  );
}
