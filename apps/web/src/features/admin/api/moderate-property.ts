import { useMutation, useQueryClient } from '@tanstack/react-query';
import { modifiedSchema } from '@elite/shared';
import { apiRequest } from '../../../lib/api-client';
import { invalidateListings } from '../../../lib/invalidate-listings';

export type ModerationStatus = 'verified' | 'rejected';

/** PATCH /api/property/{id} (admin): verifies or rejects a pending listing. */
export function moderateProperty({ id, status }: { id: string; status: ModerationStatus }) {
  return apiRequest(`/property/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: { status },
    schema: modifiedSchema,
  });
}

export function useModerateProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moderateProperty,
    onSuccess: () => invalidateListings(queryClient),
  });
}
