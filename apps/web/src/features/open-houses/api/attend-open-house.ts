import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OpenHouse } from '@elite/shared/open-houses';
import { apiRequest } from '../../../lib/api-client';
import { openHouseKeys } from './keys';

export interface AttendOpenHouse {
  propertyId: string;
  id: string;
  /** true: "I'll come" (POST); false: "Can't come" (DELETE). */
  attending: boolean;
}

/** POST or DELETE /api/open-houses/{id}/attend (signed in): `{modifiedCount}`. */
export function attendOpenHouse({ id, attending }: AttendOpenHouse) {
  return apiRequest<{ modifiedCount: number }>(`/open-houses/${encodeURIComponent(id)}/attend`, {
    method: attending ? 'POST' : 'DELETE',
    logoutOnAuthError: false,
  });
}

/** Says one comes, or no longer; the listing's open houses then show it at once. */
export function useAttendOpenHouse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: attendOpenHouse,
    onSuccess: (_answer, { propertyId, id, attending }) => {
      queryClient.setQueriesData<OpenHouse[]>(
        { queryKey: openHouseKeys.listing(propertyId) },
        (list) => list?.map((item) => (item._id === id ? { ...item, attending } : item)),
      );
    },
    onSettled: (_answer, _error, { propertyId }) =>
      queryClient.invalidateQueries({ queryKey: openHouseKeys.listing(propertyId) }),
  });
}
