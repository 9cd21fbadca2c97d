import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Property } from '@elite/shared';
import { apiResponse } from '../../../lib/api-client';

/** How many listings an agent's or an agency's page shows at a time. */
export const PROFILE_LISTINGS_PAGE_SIZE = 9;

/** The page's address parameter that holds the page of its listings (`?page=2`). */
export const LISTINGS_PAGE_PARAM = 'page';

/** The page an address asks for in `param`: a whole number from 1, else the first. */
export function pageParamOf(params: URLSearchParams, param: string): number {
  const asked = Number(params.get(param) ?? '1');
  return Number.isInteger(asked) && asked >= 1 ? asked : 1;
}

/** Whose listings: an agent's or an agency's. */
export type ListingsOwner = { kind: 'agents' | 'agencies'; id: string };

export interface ProfileListingsPage {
  properties: Property[];
  /** Every listing of the agent or agency (`X-Total-Count`). */
  total: number;
}

/** GET /api/agents/{id}/listings or /api/agencies/{id}/listings: one page of cards. */
export async function getProfileListings(
  { kind, id }: ListingsOwner,
  page: number,
  signal?: AbortSignal,
): Promise<ProfileListingsPage> {
  const { data, headers } = await apiResponse<Property[]>(
    `/${kind}/${encodeURIComponent(id)}/listings?page=${page}&limit=${PROFILE_LISTINGS_PAGE_SIZE}`,
    { signal },
  );
  const total = Number(headers.get('X-Total-Count'));
  return { properties: data, total: Number.isFinite(total) ? total : data.length };
}

export function profileListingsQueryOptions(owner: ListingsOwner, page = 1) {
  return queryOptions({
    queryKey: [owner.kind, 'listings', owner.id, page],
    queryFn: ({ signal }) => getProfileListings(owner, page, signal),
    placeholderData: keepPreviousData,
  });
}
