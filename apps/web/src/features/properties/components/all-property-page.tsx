import {
  lazy,
  Suspense,
  useDeferredValue,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { SaveSearchButton } from '../../saved-searches';
import { useHydrated } from '../../../lib/use-hydrated';
import { useProperties, usePropertyMap } from '../api/get-properties';
import {
  areaParams,
  countFilters,
  filterParams,
  NO_FILTERS,
  pickFilters,
  readSearch,
  toParams,
  type Bbox,
  type LngLat,
  type PropertySearch,
  type SearchFilters,
  type SearchSort,
} from '../api/property-search';
import { ListingSwitch } from './listing-switch';
import { FilterBar, FilterSheet } from './search-filters';
import { cardElementId, SearchResults } from './search-results';
import { useLingui } from '../../../lib/i18n';

export { readSearch } from '../api/property-search';

/** The map and Leaflet: their own chunk, loaded when a map is shown. */
const SearchMap = lazy(() => import('./search-map'));

const WIDE = '(min-width: 1024px)';

/** A wide screen shows the list and the map side by side (false on the server and in tests). */
function useWideScreen(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const query = window.matchMedia(WIDE);
      query.addEventListener?.('change', onChange);
      return () => query.removeEventListener?.('change', onChange);
    },
    () => window.matchMedia(WIDE).matches,
    () => false,
  );
}

/** How long the map rests before its new view is searched. */
const MOVE_DEBOUNCE_MS = 350;

/**
 * All Property: a search by location, filters, the map's view or a drawn area. The whole search
 * lives in the URL (property-search.ts): a filter, a drawn area or "Search this area" is a new
 * history entry (Back undoes it); a move of the map only refines the view and replaces the entry.
 */
export function AllPropertyPage() {
  const { _ } = useLingui();
  useDocumentTitle(_('search.title'));
  const [params, setParams] = useSearchParams();
  const search = readSearch(params);
  const mapView = params.get('view') === 'map';
  const { data: latest, error, refetch, isPlaceholderData, fetchStatus } = useProperties(search);
  // A page of cards renders in a background render that yields to the browser.
  const data = useDeferredValue(latest);
  const locationId = useId();
  const sortId = useId();
  const wide = useWideScreen();
  const hydrated = useHydrated();
  const showMap = hydrated && (wide || mapView);
  // The box follows the URL when Back or a shared link changes the search, without being
  // re-created: a search keeps the focus where it was.
  const [locationDraft, setLocationDraft] = useState(search.location);
  const [shownLocation, setShownLocation] = useState(search.location);
  if (shownLocation !== search.location) {
    setShownLocation(search.location);
    setLocationDraft(search.location);
  }
  const [sheetOpen, setSheetOpen] = useState(false);
  const [searchAsMove, setSearchAsMove] = useState(true);
  const [movedTo, setMovedTo] = useState<Bbox | null>(null);
  const [drawing, setDrawing] = useState(false);
  /** The map's view as it last came to rest: what "Search this view" searches. */
  const mapViewRef = useRef<Bbox | null>(null);
  const [activeId, setActiveId] = useState<string | null>(null);
  const moveTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(moveTimer.current), []);

  const filters = pickFilters(search);
  const areaSearch = {
    location: search.location,
    listing: search.listing,
    bbox: search.bbox,
    polygon: search.polygon,
  };
  const map = usePropertyMap({ ...areaSearch, ...filters }, showMap);
  const listed = useMemo(
    () => new Map((data?.properties ?? []).map((property) => [property._id, property])),
    [data],
  );

  /** A new search: its first page, in a new history entry unless `replace`. */
  const go = (next: Partial<PropertySearch>, replace = false) => {
    const nextParams = toParams({ ...search, page: 1, ...next });
    if (mapView) nextParams.set('view', 'map');
    setParams(nextParams, { replace });
  };

  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const location = String(new FormData(event.currentTarget).get('location') ?? '').trim();
    go({ location });
  };

  const applyFilters = (next: SearchFilters) => {
    setSheetOpen(false);
    go(next);
  };

  const searchView = (bbox: Bbox) => {
    if (search.polygon) return; // The drawn area stays the search until it is cleared.
    if (searchAsMove) {
      setMovedTo(null);
      go({ bbox }, true);
    } else {
      setMovedTo(bbox);
    }
  };
  // The search as it is when the map comes to rest, not as it was when it started moving.
  const searchViewRef = useRef(searchView);
  useEffect(() => {
    searchViewRef.current = searchView;
  });
  const onMove = (bbox: Bbox) => {
    clearTimeout(moveTimer.current);
    moveTimer.current = setTimeout(() => searchViewRef.current(bbox), MOVE_DEBOUNCE_MS);
  };

  const onDrawn = (polygon: LngLat[] | null) => {
    setDrawing(false);
    if (polygon) go({ polygon, bbox: null });
  };

  const setView = (view: 'list' | 'map') => {
    const next = new URLSearchParams(params);
    if (view === 'map') next.set('view', 'map');
    else next.delete('view');
    setParams(next, { replace: true });
  };

  const onMarker = (id: string) => {
    setActiveId(id);
    if (!mapView) {
      document.getElementById(cardElementId(id))?.scrollIntoView?.({ block: 'nearest' });
    }
  };

  const filterCount = countFilters(filters);
  // What "Save this search" keeps: the search without its order or page (CONTRACT.md section 9).
  const savedQuery = Object.fromEntries(areaParams(search, filterParams(search)));
  const narrowed = filterCount > 0 || search.bbox !== null || search.polygon !== null;

  return (
    <section className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold sm:text-4xl">{_('search.title')}</h1>
        <p className="text-base-content/80">{_('search.intro')}</p>
      </header>

      <div className="bg-base-200 rounded-box flex flex-col gap-4 p-4 md:flex-row md:items-end">
        <ListingSwitch value={search.listing} onChange={(listing) => go({ listing })} />
        <form role="search" onSubmit={onSearch} className="flex flex-1 flex-col gap-1">
          <label htmlFor={locationId} className="text-sm font-medium">
            {_('search.byLocation')}
          </label>
          <div className="join w-full">
            <input
              id={locationId}
              name="location"
              type="search"
              value={locationDraft}
              onChange={(event) => setLocationDraft(event.target.value)}
              placeholder={_('search.locationHint')}
              maxLength={100}
              className="input join-item w-full"
            />
            <button type="submit" className="btn btn-primary join-item">
              {_('search.submit')}
            </button>
          </div>
        </form>
        <div className="flex flex-col gap-1 md:w-60">
          <label htmlFor={sortId} className="text-sm font-medium">
            {_('search.sortBy')}
          </label>
          <select
            id={sortId}
            className="select w-full"
            value={search.sortBy}
            onChange={(event) => go({ sortBy: event.target.value as SearchSort })}
          >
            <option value="">{_('search.sortNewest')}</option>
            <option value="asc">{_('search.sortAsc')}</option>
            <option value="desc">{_('search.sortDesc')}</option>
          </select>
        </div>
      </div>

      <FilterBar filters={filters} onApply={(next) => go(next)} />

      {/* A phone: the filter sheet's button, saving the search, and List or Map. */}
      <div className="flex flex-wrap items-center gap-2 lg:hidden">
        <button
          type="button"
          className="btn btn-outline btn-sm lg:hidden"
          aria-haspopup="dialog"
          onClick={() => setSheetOpen(true)}
        >
          {_('search.filters')}
          {filterCount > 0 && (
            <>
              {' '}
              <span className="badge badge-primary badge-sm">
                {filterCount}
                <span className="sr-only"> {_('search.filtersSet')}</span>
              </span>
            </>
          )}
        </button>
        {/* A wide screen has it beside the map's own tools. */}
        {!wide && <SaveSearchButton query={savedQuery} />}
        <div role="group" aria-label={_('search.showAs')} className="join ms-auto lg:hidden">
          {(['list', 'map'] as const).map((view) => (
            <button
              key={view}
              type="button"
              aria-pressed={(view === 'map') === mapView}
              className={`btn btn-sm join-item ${(view === 'map') === mapView ? 'btn-primary' : ''}`}
              onClick={() => setView(view)}
            >
              {view === 'map' ? _('search.map') : _('search.list')}
            </button>
          ))}
        </div>
      </div>
      <FilterSheet
        open={sheetOpen}
        filters={filters}
        area={areaSearch}
        onClose={() => setSheetOpen(false)}
        onApply={applyFilters}
      />

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div className={mapView ? 'hidden lg:block' : ''}>
          <SearchResults
            search={search}
            data={data}
            isPlaceholderData={isPlaceholderData}
            error={error}
            offline={fetchStatus === 'paused'}
            onRetry={() => void refetch()}
            narrowed={narrowed}
            onClearFilters={() => go({ ...NO_FILTERS, bbox: null, polygon: null })}
            onClearArea={() => go({ polygon: null })}
            activeId={activeId}
            onActivate={setActiveId}
          />
        </div>
        {!showMap && (
          // The map's place on a wide screen, kept from the first paint (the page the server
          // renders has no map yet), so that the cards never reflow when it arrives.
          <div
            aria-hidden="true"
            className="bg-base-200 rounded-box hidden lg:sticky lg:top-20 lg:block lg:h-[calc(100dvh-6rem)] lg:self-start"
          />
        )}
        {showMap && (
          <div className="flex flex-col gap-2 lg:sticky lg:top-20 lg:h-[calc(100dvh-6rem)] lg:self-start">
            <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
              <label className="flex cursor-pointer items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="checkbox checkbox-sm"
                  checked={searchAsMove}
                  onChange={(event) => {
                    setSearchAsMove(event.target.checked);
                    setMovedTo(null);
                  }}
                />
                {_('search.asMapMoves')}
              </label>
              {movedTo && !searchAsMove && (
                <button
                  type="button"
                  className="btn btn-primary btn-sm"
                  onClick={() => {
                    setMovedTo(null);
                    go({ bbox: movedTo });
                  }}
                >
                  {_('search.thisArea')}
                </button>
              )}
              <div className="ms-auto flex gap-2">
                {wide && <SaveSearchButton query={savedQuery} />}
                <button
                  type="button"
                  className={`btn btn-sm ${drawing ? 'btn-accent' : 'btn-outline'}`}
                  aria-pressed={drawing}
                  onClick={() => setDrawing(!drawing)}
                >
                  {drawing ? _('search.cancelDrawing') : _('search.drawArea')}
                </button>
                {(search.polygon || drawing) && (
                  // The keyboard's way instead of drawing (WCAG 2.1.1): move and zoom the map
                  // with the arrow keys and + and -, then search what it shows.
                  <button
                    type="button"
                    className="btn btn-outline btn-sm"
                    onClick={() => {
                      setDrawing(false);
                      const view = mapViewRef.current;
                      if (view) go({ bbox: view, polygon: null });
                    }}
                  >
                    {_('search.thisView')}
                  </button>
                )}
                {search.polygon && (
                  <button
                    type="button"
                    className="btn btn-outline btn-sm"
                    onClick={() => go({ polygon: null })}
                  >
                    {_('search.clearArea')}
                  </button>
                )}
              </div>
            </div>
            {drawing && (
              <p role="status" className="text-sm">
                {_('search.drawHelp')}
              </p>
            )}
            <div
              className="relative h-[65dvh] min-h-80 lg:h-auto lg:flex-1"
              aria-busy={map.isFetching}
            >
              <Suspense fallback={<div className="bg-base-200 rounded-box h-full w-full" />}>
                <SearchMap
                  points={map.data?.points ?? []}
                  clusters={map.data?.clusters ?? []}
                  listed={listed}
                  activeId={activeId}
                  onActivate={onMarker}
                  bbox={search.bbox}
                  polygon={search.polygon}
                  onMove={onMove}
                  onView={(view) => {
                    mapViewRef.current = view;
                  }}
                  drawing={drawing}
                  onDrawn={onDrawn}
                />
              </Suspense>
            </div>
          </div>
        )}
      </div>
    </section>
  );
}
