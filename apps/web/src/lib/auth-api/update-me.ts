import { identitySchema } from '@elite/shared';
import type { Identity, ProfileUpdate } from '@elite/shared';
import { apiRequest } from '../api-client';

/** PATCH /api/auth/me: change the display name and/or photo. */
export function updateMe(body: ProfileUpdate): Promise<Identity> {
  return apiRequest('/auth/me', { method: 'PATCH', body, schema: identitySchema });
}
