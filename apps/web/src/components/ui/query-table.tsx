import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useLingui } from '../../lib/i18n';
import { DataTable } from './data-table';
import type { Column } from './data-table';
import { EmptyState, ErrorState, TableSkeleton } from './states';

interface QueryTableProps<Row> {
  /** A list query: its loading, failure and empty states are shown in the table's place. */
  query: UseQueryResult<Row[]>;
  /** Names the table for screen readers, and the loading announcement. */
  caption: string;
  columns: Column<Row>[];
  rowKey: (row: Row) => string;
  /** What an empty list says, and what to do next. */
  emptyTitle: string;
  emptyHint?: ReactNode;
}

/** A DataTable fed by a query: a skeleton while it loads, the error with a retry, or an empty state. */
export function QueryTable<Row>({
  query,
  caption,
  columns,
  rowKey,
  emptyTitle,
  emptyHint,
}: QueryTableProps<Row>) {
  const { _, i18n } = useLingui();
  if (query.isPending) {
    // English reads "Loading my offers…"; other languages keep the caption's own capitals.
    const what = i18n.locale === 'en' ? caption.toLowerCase() : caption;
    return <TableSkeleton label={_('common.loadingCaption', { caption: what })} />;
  }
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.length === 0) return <EmptyState title={emptyTitle}>{emptyHint}</EmptyState>;
  return <DataTable caption={caption} columns={columns} rows={query.data} rowKey={rowKey} />;
}
