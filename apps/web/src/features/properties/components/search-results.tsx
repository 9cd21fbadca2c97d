import { Link } from 'react-router';
import { CardGridSkeleton } from '../../../components/ui/card-grid-skeleton';
import { Pagination } from '../../../components/ui/pagination';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import type { PropertyPage } from '../api/get-properties';
import { searchHref, searchKey, type PropertySearch } from '../api/property-search';
import { PropertyCard } from './property-card';
import { useLingui } from '../../../lib/i18n';

/** Cards above the fold: their pictures load at once. */
const FIRST_SCREEN_CARDS = 2;

export const cardElementId = (id: string) => `listing-card-${id}`;

interface SearchResultsProps {
  search: PropertySearch;
  data: PropertyPage | undefined;
  isPlaceholderData: boolean;
  error: unknown;
  /** The search waits for the network to come back (the browser is offline). */
  offline: boolean;
  onRetry: () => void;
  /** Filters, a map view or a drawn area narrow the search (the empty state offers to clear them). */
  narrowed: boolean;
  onClearFilters: () => void;
  /** Clears the drawn area only (the empty answer of an area with no homes in it). */
  onClearArea?: () => void;
  activeId: string | null;
  onActivate: (id: string | null) => void;
}

/** The list of All Property: a page of cards with their count, paging, and empty and loading states. */
export function SearchResults({
  search,
  data,
  isPlaceholderData,
  error,
  offline,
  onRetry,
  narrowed,
  onClearFilters,
  onClearArea,
  activeId,
  onActivate,
}: SearchResultsProps) {
  const { _ } = useLingui();
  if (error) return <ErrorState error={error} onRetry={onRetry} />;
  const current = data !== undefined && data.key === searchKey(search);
  if (offline && !current)
    return <ErrorState error={new Error(_('search.offline'))} onRetry={onRetry} />;
  // A new search (not another page of the same one) shows skeleton cards while it loads.
  if (data === undefined || !current) {
    return <CardGridSkeleton cards={6} label={_('search.loading')} />;
  }
  if (data.total === 0) {
    if (search.polygon && onClearArea) {
      // An empty drawn area: clear or redraw it (the filters, if any, are another matter).
      return (
        <EmptyState title={_('search.noHomesInArea')}>
          <p>{_('search.noHomesInAreaHelp')}</p>
          <button type="button" className="btn btn-primary btn-sm mt-2" onClick={onClearArea}>
            {_('search.clearArea')}
          </button>
        </EmptyState>
      );
    }
    if (narrowed) {
      return (
        <EmptyState title={_('search.noMatch')}>
          <button type="button" className="btn btn-primary btn-sm mt-2" onClick={onClearFilters}>
            {_('search.clearFilters')}
          </button>
        </EmptyState>
      );
    }
    return (
      <EmptyState
        title={
          search.location ? _('search.noneIn', { location: search.location }) : _('search.noneYet')
        }
      >
        {search.location ? (
          <p>
            {_('search.tryAnother')}{' '}
            <Link to="/allProperty" className="link link-primary">
              {_('search.seeEvery')}
            </Link>
            {_('search.tryAnotherEnd')}
          </p>
        ) : (
          <p>{_('search.noneYetHelp')}</p>
        )}
      </EmptyState>
    );
  }
  const totalPages = Math.max(1, Math.ceil(data.total / data.pageSize));
  const pastTheEnd = search.page > totalPages;
  return (
    <div className="flex flex-col gap-6" aria-busy={isPlaceholderData}>
      <p role="status" className="text-base-content/80 text-sm">
        {search.location
          ? _('search.foundIn', { count: data.total, location: search.location })
          : _('search.found', { count: data.total })}
        {totalPages > 1 &&
          !pastTheEnd &&
          ` · ${_('search.pageOf', { page: search.page, total: totalPages })}`}
      </p>
      {data.properties.length === 0 ? (
        <EmptyState
          title={
            pastTheEnd
              ? _('search.noSuchPage', { page: search.page, total: totalPages })
              : _('search.emptyPage')
          }
        >
          <Link
            to={searchHref({ ...search, page: pastTheEnd ? totalPages : 1 })}
            className="link link-primary"
          >
            {pastTheEnd ? _('search.goToPage', { page: totalPages }) : _('search.goToFirst')}
          </Link>
        </EmptyState>
      ) : (
        <ul
          aria-label={_('search.results')}
          className={`grid gap-6 sm:grid-cols-2 ${isPlaceholderData ? 'opacity-60' : ''}`}
        >
          {data.properties.map((property, index) => (
            <li
              key={property._id}
              id={cardElementId(property._id)}
              className={`rounded-box flex scroll-mt-24 transition-shadow ${
                property._id === activeId ? 'ring-accent ring-4' : ''
              }`}
              onMouseEnter={() => onActivate(property._id)}
              onMouseLeave={() => onActivate(null)}
              onFocus={() => onActivate(property._id)}
            >
              <PropertyCard
                property={property}
                propertyId={property._id}
                headingLevel="h2"
                imageLoading={
                  index === 0 ? 'priority' : index < FIRST_SCREEN_CARDS ? 'eager' : 'lazy'
                }
              />
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={search.page}
        totalPages={totalPages}
        hrefFor={(page) => searchHref({ ...search, page })}
        label={_('search.pages')}
      />
    </div>
  );
}
