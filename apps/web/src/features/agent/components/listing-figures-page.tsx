import { useId, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { FigureColumn } from '../../../components/figures/figures-table';
import { FiguresView } from '../../../components/figures/figures-view';
import {
  FigureRangeChoice,
  rangeDates,
  useFigureRange,
} from '../../../components/figures/figures-range';
import { Skeleton } from '../../../components/ui/skeleton';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { useLingui } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import type { ListingFiguresDay } from '@elite/shared';
import { useListingFigures } from '../api/get-listing-figures';
import { useMyAddedProperties } from '../api/get-my-added-properties';
import { useAgent } from './use-agent';

/**
 * Listing figures (CONTRACT.md section 14): one of the agent's listings, its views, wishlist
 * entries, contacts, viewing requests and offers a day over the last 7, 30 or 90 days. The
 * listing and the period are in the address, so the page can be shared and reloaded.
 */
export function ListingFiguresPage() {
  const { _ } = useLingui();
  useDocumentTitle(_('figures.listingFigures'));
  const { email } = useAgent();
  const listings = useMyAddedProperties(email);
  const [params, setParams] = useSearchParams();
  const [days, setDays] = useFigureRange();
  const selectId = useId();

  const asked = params.get('listing');
  const listing =
    listings.data?.find((property) => property._id === asked) ?? listings.data?.[0] ?? null;
  const range = useMemo(() => rangeDates(days), [days]);
  const figures = useListingFigures(listing ? { id: listing._id, ...range } : null);

  const columns: FigureColumn<ListingFiguresDay>[] = [
    { key: 'views', header: _('figures.views'), value: (day) => day.views },
    { key: 'wishlisted', header: _('figures.wishlisted'), value: (day) => day.wishlisted },
    { key: 'contacts', header: _('figures.contacts'), value: (day) => day.contacts },
    { key: 'viewings', header: _('figures.viewings'), value: (day) => day.viewings },
    { key: 'offers', header: _('figures.offers'), value: (day) => day.offers },
  ];

  const choose = (id: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('listing', id);
        return updated;
      },
      { replace: true },
    );

  let body;
  if (listings.isPending) {
    body = (
      <div role="status" aria-live="polite">
        <span className="sr-only">{_('figures.loadingListings')}</span>
        <Skeleton className="h-12 w-full max-w-md" />
      </div>
    );
  } else if (listings.isError) {
    body = <ErrorState error={listings.error} onRetry={() => void listings.refetch()} />;
  } else if (!listing) {
    body = (
      <EmptyState title={_('figures.noListings')}>
        <Link to="/dashboard/addProperty" className="link link-primary">
          {_('figures.addListing')}
        </Link>
      </EmptyState>
    );
  } else {
    body = (
      <>
        <div className="flex flex-wrap items-end gap-4">
          <div className="flex w-full max-w-md flex-col gap-1">
            <label htmlFor={selectId} className="text-sm font-medium">
              {_('figures.listing')}
            </label>
            <select
              id={selectId}
              className="select w-full"
              value={listing._id}
              onChange={(event) => choose(event.target.value)}
            >
              {listings.data.map((property) => (
                <option key={property._id} value={property._id}>
                  {property.property_title}
                </option>
              ))}
            </select>
          </div>
          <FigureRangeChoice value={days} onChange={setDays} />
        </div>
        <FiguresView
          query={figures}
          columns={columns}
          chartTitle={_('figures.listingChartTitle', { title: listing.property_title, days })}
          caption={_('figures.listingTableCaption', { title: listing.property_title, days })}
        />
      </>
    );
  }

  return (
    <section className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold">{_('figures.listingFigures')}</h1>
      {body}
    </section>
  );
}
