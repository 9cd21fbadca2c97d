import { useDeferredValue, useId } from 'react';
import type { FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { messages } from '@elite/shared/messages';
import { FIRST_PAGE, isPropertySort } from '@elite/shared/paging';
import { CardGridSkeleton } from '../../../components/ui/card-grid-skeleton';
import { Pagination } from '../../../components/ui/pagination';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useProperties } from '../api/get-properties';
import type { PropertySearch, PropertySort } from '../api/get-properties';
import { PropertyCard } from './property-card';

/**
 * The search lives in the URL (?location=, ?sortBy=, ?page=): shareable, and Back undoes it.
 * The fields, sorts and first page are the list query schema's (@elite/shared), read without
 * zod (off the first-load path): a value the schema would refuse reads as none, so a mistyped
 * address shows the first page rather than an error.
 */
export function readSearch(params: URLSearchParams): PropertySearch {
  const sortBy = params.get('sortBy') ?? '';
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return {
    location: params.get('location')?.trim() ?? '',
    sortBy: isPropertySort(sortBy) ? sortBy : '',
    page: Number.isFinite(page) && page >= FIRST_PAGE ? page : FIRST_PAGE,
  };
}

function toParams({ location, sortBy, page }: PropertySearch): URLSearchParams {
  const params = new URLSearchParams();
  if (location) params.set('location', location);
  if (sortBy) params.set('sortBy', sortBy);
  if (page > 1) params.set('page', String(page));
  return params;
}

/** Cards above the fold (a row of three on wide screens): their pictures load at once. */
const FIRST_SCREEN_CARDS = 3;

function searchHref(search: PropertySearch): string {
  const query = toParams(search).toString();
  return query ? `?${query}` : '.';
}

export function AllPropertyPage() {
  useDocumentTitle('All Property');
  const [params, setParams] = useSearchParams();
  const search = readSearch(params);
  const { data: latest, isError, error, refetch, isPlaceholderData } = useProperties(search);
  // A page of cards renders in a background render that yields to the browser every few
  // milliseconds, so its arrival does not block input for the whole render.
  const data = useDeferredValue(latest);
  const locationId = useId();
  const sortId = useId();

  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const location = String(new FormData(event.currentTarget).get('location') ?? '').trim();
    setParams(toParams({ ...search, location, page: 1 }));
  };

  const onSort = (sortBy: PropertySort) => setParams(toParams({ ...search, sortBy, page: 1 }));

  const totalPages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <section className="flex flex-col gap-8">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold sm:text-4xl">All Property</h1>
        <p className="text-base-content/80">
          Every verified listing. Search by location and sort by price.
        </p>
      </header>

      <div className="bg-base-200 rounded-box flex flex-col gap-4 p-4 md:flex-row md:items-end">
        <form role="search" onSubmit={onSearch} className="flex flex-1 flex-col gap-1">
          <label htmlFor={locationId} className="text-sm font-medium">
            Search by location
          </label>
          <div className="join w-full">
            <input
              // Follows the URL when Back or a shared link changes the search.
              key={search.location}
              id={locationId}
              name="location"
              type="search"
              defaultValue={search.location}
              placeholder={messages.searchLocationHint}
              maxLength={100}
              className="input join-item w-full"
            />
            <button type="submit" className="btn btn-primary join-item">
              Search
            </button>
          </div>
        </form>
        <div className="flex flex-col gap-1 md:w-60">
          <label htmlFor={sortId} className="text-sm font-medium">
            Sort by price
          </label>
          <select
            id={sortId}
            className="select w-full"
            value={search.sortBy}
            onChange={(event) => onSort(event.target.value as PropertySort)}
          >
            <option value="">Newest first</option>
            <option value="asc">Asc (lowest price first)</option>
            <option value="desc">Desc (highest price first)</option>
          </select>
        </div>
      </div>

      {isError ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : data === undefined ? (
        <CardGridSkeleton cards={6} label="Loading properties…" />
      ) : data.total === 0 ? (
        <EmptyState
          title={search.location ? `No property found in “${search.location}”` : 'No property yet'}
        >
          {search.location ? (
            <p>
              Try another location, or{' '}
              <Link to="/allProperty" className="link link-primary">
                see every property
              </Link>
              .
            </p>
          ) : (
            <p>Verified listings will appear here as soon as agents add them.</p>
          )}
        </EmptyState>
      ) : (
        <div className="flex flex-col gap-6" aria-busy={isPlaceholderData}>
          <p role="status" className="text-base-content/80 text-sm">
            {data.total} {data.total === 1 ? 'property' : 'properties'} found
            {search.location && ` for “${search.location}”`}
            {totalPages > 1 && ` · page ${Math.min(search.page, totalPages)} of ${totalPages}`}
          </p>
          {data.properties.length === 0 ? (
            <EmptyState title="This page is empty">
              <Link to={searchHref({ ...search, page: 1 })} className="link link-primary">
                Go to the first page
              </Link>
            </EmptyState>
          ) : (
            <ul
              className={`grid gap-6 sm:grid-cols-2 lg:grid-cols-3 ${isPlaceholderData ? 'opacity-60' : ''}`}
            >
              {data.properties.map((property, index) => (
                <li key={property._id} className="flex">
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
            label="Property pages"
          />
        </div>
      )}
    </section>
  );
}
