import { downloadFile } from '../../../lib/api-client';

/** GET /api/viewings/{id}/calendar.ics, saved as a file any calendar opens. */
export function downloadCalendar(id: string): Promise<void> {
  return downloadFile(`/viewings/${encodeURIComponent(id)}/calendar.ics`, `viewing-${id}.ics`);
}
