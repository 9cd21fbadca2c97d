import { useMutation, useQueryClient } from '@tanstack/react-query';
import { listingReportSchema } from '@elite/shared';
import { apiRequest } from '../../../lib/api-client';

/** PATCH /api/listing-reports/{id} (admin): resolved with a note, which the reporter is e-mailed. */
export function resolveListingReport({ id, note }: { id: string; note: string }) {
  return apiRequest(`/listing-reports/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: { status: 'resolved', note },
    schema: listingReportSchema,
  });
}

/** Every page of the queue is stale after a report is resolved (it moves down the list). */
export function useResolveListingReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolveListingReport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['listing-reports'] }),
  });
}
