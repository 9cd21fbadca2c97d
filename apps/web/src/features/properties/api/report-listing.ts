import { useMutation } from '@tanstack/react-query';
import { insertedSchema, type ListingReportBody } from '@elite/shared';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/property/{id}/reports: signed in, the account reports (no `email`); signed out, the
 * visitor's `email` says where the outcome goes.
 */
export function reportListing(propertyId: string, body: ListingReportBody) {
  return apiRequest(`/property/${encodeURIComponent(propertyId)}/reports`, {
    method: 'POST',
    body,
    schema: insertedSchema,
  });
}

export function useReportListing(propertyId: string) {
  return useMutation({ mutationFn: (body: ListingReportBody) => reportListing(propertyId, body) });
}
