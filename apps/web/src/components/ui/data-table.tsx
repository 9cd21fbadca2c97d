import { useLayoutEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { useLingui } from '../../lib/i18n';

export interface Column<Row> {
  /** Column heading; in the card layout, each value's label. */
  header: string;
  cell: (row: Row, index: number) => ReactNode;
  className?: string;
}

interface DataTableProps<Row> {
  caption: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
}

const isEmpty = (node: ReactNode) =>
  node === null || node === undefined || node === false || node === '';

/**
 * Sets `data-cards` on the box while the table is wider than it (a phone, or a wide table beside
 * the sidebar), so that every row's actions stay in view instead of behind a sideways scroll.
 * Measured before the browser paints, and again whenever the box's width changes.
 */
function useCardsWhenTooWide(rows: unknown[], columns: unknown[]) {
  const box = useRef<HTMLDivElement>(null);
  const table = useRef<HTMLTableElement>(null);
  // A zero-height line as wide as the box: its size does not change with the layout it picks,
  // so watching it cannot loop.
  const ruler = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const boxElement = box.current;
    const tableElement = table.current;
    const rulerElement = ruler.current;
    if (!boxElement || !tableElement || !rulerElement) return;
    const fit = () => {
      boxElement.removeAttribute('data-cards');
      if (tableElement.offsetWidth > boxElement.clientWidth) {
        boxElement.setAttribute('data-cards', '');
      }
    };
    fit();
    let width = rulerElement.offsetWidth;
    const observer = new ResizeObserver(() => {
      if (rulerElement.offsetWidth === width) return;
      width = rulerElement.offsetWidth;
      fit();
    });
    observer.observe(rulerElement);
    return () => observer.disconnect();
    // Measured again when the rows or columns change, as they change the table's width.
  }, [rows, columns]);

  return { box, table, ruler };
}

/**
 * A table that becomes a list of cards when it does not fit its box (always on a phone): each
 * row a card, each value under its column's heading, every action in view. The page itself
 * never scrolls sideways. The caption names the table for screen readers; the explicit roles
 * keep it a table for them in either layout.
 */
export function DataTable<Row>({ caption, columns, rows, rowKey }: DataTableProps<Row>) {
  const { box, table, ruler } = useCardsWhenTooWide(rows, columns);
  // Rendered again in a new locale: shared columns read their headings as they render.
  useLingui();

  return (
    <div
      ref={box}
      className="border-base-300 rounded-box overflow-x-auto border data-cards:overflow-visible data-cards:border-0"
      tabIndex={0}
      role="region"
      aria-label={caption}
    >
      <div ref={ruler} aria-hidden="true" className="h-0" />
      <table ref={table} role="table" className="table cards:block">
        <caption className="sr-only">{caption}</caption>
        <thead role="rowgroup" className="cards:sr-only">
          <tr role="row">
            {columns.map((column) => (
              <th
                key={column.header}
                role="columnheader"
                scope="col"
                className={`px-2 ${column.className ?? ''}`}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody
          role="rowgroup"
          className="cards:grid cards:grid-cols-[repeat(auto-fill,minmax(min(100%,20rem),1fr))] cards:gap-3"
        >
          {rows.map((row, index) => (
            <tr
              key={rowKey(row)}
              role="row"
              className="cards:rounded-box cards:border-base-300 cards:bg-base-100 cards:flex cards:flex-col cards:border cards:p-3"
            >
              {columns.map((column) => {
                const value = column.cell(row, index);
                return (
                  <td
                    key={column.header}
                    role="cell"
                    className={`px-2 ${column.className ?? ''} cards:grid cards:w-auto cards:max-w-none cards:min-w-0 cards:grid-cols-[7rem_minmax(0,1fr)] cards:items-center cards:gap-3 cards:px-1 cards:py-1.5 ${isEmpty(value) ? 'cards:hidden' : ''}`}
                  >
                    <span
                      aria-hidden="true"
                      className="text-base-content/70 cards:block hidden text-xs font-semibold"
                    >
                      {column.header}
                    </span>
                    <div className="min-w-0">{value}</div>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
