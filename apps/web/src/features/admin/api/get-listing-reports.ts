import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { listingReportSchema, type ListingReport } from '@elite/shared';
import { apiResponse } from '../../../lib/api-client';

/** How many reports Listing Reports shows at a time. */
export const LISTING_REPORTS_PAGE_SIZE = 20;

export interface ListingReportsPage {
  reports: ListingReport[];
  /** Every report (`X-Total-Count`). */
  total: number;
}

/** GET /api/listing-reports?page=&limit= (admin): open reports first, then the newest. */
export async function getListingReports(
  page: number,
  signal?: AbortSignal,
): Promise<ListingReportsPage> {
  const { data, headers } = await apiResponse(
    `/listing-reports?page=${page}&limit=${LISTING_REPORTS_PAGE_SIZE}`,
    { schema: z.array(listingReportSchema), signal },
  );
  const total = Number(headers.get('X-Total-Count'));
  return {
    reports: data,
    total: headers.has('X-Total-Count') && Number.isFinite(total) ? total : data.length,
  };
}

export function listingReportsQueryOptions(page: number) {
  return queryOptions({
    queryKey: ['listing-reports', page],
    queryFn: ({ signal }) => getListingReports(page, signal),
    placeholderData: keepPreviousData,
  });
}
