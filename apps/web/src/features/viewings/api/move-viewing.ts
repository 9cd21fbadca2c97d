import { useMutation, useQueryClient } from '@tanstack/react-query';
import { modifiedSchema, type ViewingMove } from '@elite/shared';
import { apiRequest } from '../../../lib/api-client';
import { viewingKeys } from './keys';

export interface MoveViewing {
  id: string;
  status: ViewingMove['status'];
}

/** PATCH /api/viewings/{id}: the agent confirms or declines, the buyer cancels; 409 otherwise. */
export function moveViewing({ id, status }: MoveViewing) {
  return apiRequest(`/viewings/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: { status },
    schema: modifiedSchema,
    logoutOnAuthError: false,
  });
}

export const moveViewingKey = ['move-viewing'] as const;

export function useMoveViewing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: moveViewingKey,
    mutationFn: moveViewing,
    onSettled: () => queryClient.invalidateQueries({ queryKey: viewingKeys.all }),
  });
}
