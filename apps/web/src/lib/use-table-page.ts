import { useSearchParams } from 'react-router';
import type { Column } from '../components/ui/data-table';

/** How many rows a dashboard table shows at a time (as Manage Properties does). */
export const TABLE_PAGE_SIZE = 20;

/**
 * A page of a dashboard table that is read whole: the page the address asks for (`?page=`, a
 * whole number from 1, else the first; past the last, the last; another name for a second
 * table on one page), its rows, the number of pages,
 * a row-number column that counts on from the pages before, and the links of the pager.
 * `count` is how many rows there are, once known.
 */
export function useTablePage(count: number | undefined, size = TABLE_PAGE_SIZE, param = 'page') {
  const [params] = useSearchParams();
  const asked = Number(params.get(param) ?? '1');
  const totalPages = Math.max(1, Math.ceil((count ?? 0) / size));
  const page = Number.isInteger(asked) && asked >= 1 ? Math.min(asked, totalPages) : 1;
  const first = (page - 1) * size;
  const numberColumn: Column<unknown> = {
    header: '#',
    cell: (_row, index) => first + index + 1,
    className: 'w-12 tabular-nums',
  };
  return {
    page,
    totalPages,
    /** This page's rows, out of every row. */
    rowsOf: <Row>(rows: Row[]) => rows.slice(first, first + size),
    numberColumn,
    // A second table's pager (its own `param`) keeps the first one's page, and the other way round.
    hrefFor: (to: number) => {
      const next = new URLSearchParams(params);
      next.set(param, String(to));
      return `?${next.toString()}`;
    },
  };
}
