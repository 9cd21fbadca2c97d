import { useDeferredValue } from 'react';
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { CardGridSkeleton } from './card-grid-skeleton';
import { EmptyState, ErrorState } from './states';

interface QueryGridProps<Item> {
  /** A list query: its loading, failure and empty states are shown in the grid's place. */
  query: UseQueryResult<Item[]>;
  /** Announced while the list loads, e.g. "Loading reviews…". */
  loadingLabel: string;
  itemKey: (item: Item) => string;
  renderItem: (item: Item) => ReactNode;
  /** What an empty list says, and what to do next. */
  emptyTitle: string;
  emptyHint?: ReactNode;
  /** The grid's columns, when one, two then three a row does not suit the list. */
  gridClassName?: string;
}

/** A grid of cards fed by a query: placeholder cards, the error with a retry, or an empty state. */
export function QueryGrid<Item>({
  query,
  loadingLabel,
  itemKey,
  renderItem,
  emptyTitle,
  emptyHint,
  gridClassName = 'sm:grid-cols-2 lg:grid-cols-3',
}: QueryGridProps<Item>) {
  // The cards are rendered in a background render that yields to the browser every few
  // milliseconds, so a list arriving during the first load does not block input for its length.
  const items = useDeferredValue(query.data);
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (query.isPending || items === undefined) return <CardGridSkeleton label={loadingLabel} />;
  if (items.length === 0) return <EmptyState title={emptyTitle}>{emptyHint}</EmptyState>;
  return (
    <ul className={`grid gap-6 ${gridClassName}`}>
      {items.map((item) => (
        <li key={itemKey(item)} className="flex">
          {renderItem(item)}
        </li>
      ))}
    </ul>
  );
}
