import { modifiedSchema } from '@elite/shared';
import { apiRequest } from '../../../lib/api-client';
import { useRowAction } from '../../../lib/use-row-action';
import type { RowActionCallbacksOf } from '../../../lib/use-row-action';
import { invalidateAgencies } from './invalidate-agencies';

export interface AgencyAssignment {
  /** The agent's account. */
  userId: string;
  /** The agency to put them in; `null`: none. */
  agencyId: string | null;
}

/** PATCH /api/user/{id}/agency (admin): puts an agent in an agency, or in none. */
export function assignAgency({ userId, agencyId }: AgencyAssignment) {
  return apiRequest(`/user/${encodeURIComponent(userId)}/agency`, {
    method: 'PATCH',
    body: { agency_id: agencyId },
    schema: modifiedSchema,
  });
}

export const assignAgencyKey = ['assignAgency'];

export function useAssignAgency(callbacks: RowActionCallbacksOf<typeof assignAgency> = {}) {
  return useRowAction(
    { mutationKey: assignAgencyKey, mutationFn: assignAgency, invalidate: invalidateAgencies },
    callbacks,
  );
}
