import { useLingui } from '../../lib/i18n';
import { Skeleton } from './skeleton';

/** Placeholder cards while a grid of cards loads. */
export function CardGridSkeleton({ cards = 3, label }: { cards?: number; label?: string }) {
  const { _ } = useLingui();
  return (
    <div role="status" aria-live="polite" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      <span className="sr-only">{label ?? _('common.loading')}</span>
      {Array.from({ length: cards }, (_, i) => (
        <div key={i} className="border-base-300 rounded-box flex flex-col gap-3 border p-4">
          <Skeleton className="aspect-[4/3] w-full" />
          <Skeleton className="h-6 w-3/4" />
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-10 w-full" />
        </div>
      ))}
    </div>
  );
}
