import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Pagination } from '../../../components/ui/pagination';
import { QueryGrid } from '../../../components/ui/query-grid';
import { useLingui } from '../../../lib/i18n';
import { PropertyCard } from '../../properties';
import {
  LISTINGS_PAGE_PARAM,
  pageParamOf,
  PROFILE_LISTINGS_PAGE_SIZE,
  profileListingsQueryOptions,
  type ListingsOwner,
} from '../api/get-profile-listings';

/**
 * An agent's or an agency's verified listings as the site's property cards, a page at a time:
 * each page has its own address (`?page=2`), which opens at the listings.
 */
export function ProfileListings({ owner }: { owner: ListingsOwner }) {
  const { _ } = useLingui();
  const [params] = useSearchParams();
  const page = pageParamOf(params, LISTINGS_PAGE_PARAM);
  const options = profileListingsQueryOptions(owner, page);
  const listings = useQuery({ ...options, select: (data) => data.properties });
  const total = useQuery({ ...options, select: (data) => data.total }).data ?? 0;
  const totalPages = Math.max(1, Math.ceil(total / PROFILE_LISTINGS_PAGE_SIZE));

  const hrefFor = (to: number) => {
    const next = new URLSearchParams(params);
    if (to === 1) next.delete(LISTINGS_PAGE_PARAM);
    else next.set(LISTINGS_PAGE_PARAM, String(to));
    return `?${next.toString()}#profile-listings`;
  };

  return (
    <section aria-labelledby="profile-listings" className="flex flex-col gap-4">
      <h2
        id="profile-listings"
        className="scroll-mt-[calc(var(--spacing-navbar)+1rem)] text-2xl font-bold"
      >
        {_('agents.listingsHeading')}
        {total > 0 && (
          <span className="text-base-content/80 ms-2 text-base font-normal">
            ({_('agents.listingsCount', { count: total })})
          </span>
        )}
      </h2>
      <QueryGrid
        query={listings}
        loadingLabel={_('agents.listingsLoading')}
        itemKey={(property) => property._id}
        renderItem={(property) => (
          <PropertyCard
            property={property}
            propertyId={property._id}
            agentLink={owner.kind !== 'agents'}
          />
        )}
        emptyTitle={_('agents.noListings')}
      />
      <Pagination
        page={Math.min(page, totalPages)}
        totalPages={totalPages}
        hrefFor={hrefFor}
        label={_('agents.listingsPages')}
      />
    </section>
  );
}
