import { Link } from 'react-router';
import { useLingui } from '../../lib/i18n';

interface PaginationProps {
  page: number;
  totalPages: number;
  /** The link to a page, e.g. the current URL with `?page=` changed. */
  hrefFor: (page: number) => string;
  label?: string;
}

/** Page numbers around the current one, with the first and last always reachable. */
export function pageWindow(page: number, totalPages: number): (number | 'gap')[] {
  const wanted = new Set([1, totalPages, page - 1, page, page + 1]);
  const pages = [...wanted].filter((p) => p >= 1 && p <= totalPages).sort((a, b) => a - b);
  const items: (number | 'gap')[] = [];
  for (const p of pages) {
    const previous = items.at(-1);
    if (typeof previous === 'number' && p - previous > 1) items.push('gap');
    items.push(p);
  }
  return items;
}

/** Links, not buttons: every page has its own address, so it can be shared and the back button works. */
export function Pagination({ page, totalPages, hrefFor, label }: PaginationProps) {
  const { _ } = useLingui();
  if (totalPages <= 1) return null;
  const previous = _('common.previous');
  const next = _('common.next');
  const linkClass = 'join-item btn btn-sm sm:btn-md';
  return (
    <nav aria-label={label ?? _('common.pages')} className="flex justify-center">
      <ul className="join">
        <li>
          {page > 1 ? (
            <Link to={hrefFor(page - 1)} className={linkClass} rel="prev">
              <span aria-hidden="true">«</span>
              <span className="sr-only sm:not-sr-only">{previous}</span>
            </Link>
          ) : (
            <span className={`${linkClass} btn-disabled`} aria-disabled="true">
              <span aria-hidden="true">«</span>
              <span className="sr-only sm:not-sr-only">{previous}</span>
            </span>
          )}
        </li>
        {pageWindow(page, totalPages).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`}>
              <span className={`${linkClass} btn-disabled`} aria-hidden="true">
                …
              </span>
            </li>
          ) : (
            <li key={item}>
              <Link
                to={hrefFor(item)}
                className={`${linkClass} ${item === page ? 'btn-primary' : ''}`}
                aria-current={item === page ? 'page' : undefined}
                aria-label={_('common.pageNumber', { page: item })}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < totalPages ? (
            <Link to={hrefFor(page + 1)} className={linkClass} rel="next">
              <span className="sr-only sm:not-sr-only">{next}</span>
              <span aria-hidden="true">»</span>
            </Link>
          ) : (
            <span className={`${linkClass} btn-disabled`} aria-disabled="true">
              <span className="sr-only sm:not-sr-only">{next}</span>
              <span aria-hidden="true">»</span>
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
