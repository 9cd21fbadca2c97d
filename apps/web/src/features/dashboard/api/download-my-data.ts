import { exportFileName } from '@elite/shared';
import { downloadFile } from '../../../lib/api-client';

/**
 * GET /api/auth/me/export: everything the site holds about the signed-in person, saved as one
 * JSON file named for today (UTC, as the server names it).
 */
export function downloadMyData(): Promise<void> {
  return downloadFile('/auth/me/export', exportFileName(new Date().toISOString().slice(0, 10)));
}
