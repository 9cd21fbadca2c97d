import { useMutation, useQueryClient } from '@tanstack/react-query';
import { insertedSchema, modifiedSchema } from '@elite/shared';
import type { AgencyInput } from '@elite/shared';
import { apiRequest } from '../../../lib/api-client';
import { invalidateAgencies } from './invalidate-agencies';

/** What the agency form sends: every field (`null` clears an optional one); `id` to change one. */
export interface AgencySave {
  id?: string;
  agency: AgencyInput;
}

/** POST /api/agencies, or PATCH /api/agencies/{id} (admin). */
export function saveAgency({ id, agency }: AgencySave): Promise<unknown> {
  return id === undefined
    ? apiRequest('/agencies', { method: 'POST', body: agency, schema: insertedSchema })
    : apiRequest(`/agencies/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        body: agency,
        schema: modifiedSchema,
      });
}

export function useSaveAgency() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAgency,
    onSuccess: () => invalidateAgencies(queryClient),
  });
}
