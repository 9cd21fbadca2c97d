import { createEvent, type EventAttributes } from 'ics';
import type { ViewingStatus } from '@elite/shared';
import type { ViewingRow } from './repository';

const icsStatus: Record<ViewingStatus, EventAttributes['status']> = {
  requested: 'TENTATIVE',
  confirmed: 'CONFIRMED',
  declined: 'CANCELLED',
  cancelled: 'CANCELLED',
};

/**
 * The viewing as an RFC 5545 event: one hour from its start (in UTC), the same UID every time
 * it is downloaded (a calendar updates the event instead of adding another).
 */
export function viewingCalendar(viewing: ViewingRow, publicUrl: string): string {
  const start = viewing.startAt;
  const link = `${publicUrl}/property/${viewing.propertyId}`;
  const { error, value } = createEvent({
    productId: 'elite-property/viewings',
    uid: `${viewing.id}@elite-property`,
    start: [
      start.getUTCFullYear(),
      start.getUTCMonth() + 1,
      start.getUTCDate(),
      start.getUTCHours(),
      start.getUTCMinutes(),
    ],
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { hours: 1 },
    title: `Viewing: ${viewing.title}`,
    location: viewing.location,
    description: [viewing.note, `Listing: ${link}`].filter(Boolean).join('\n\n'),
    url: link,
    status: icsStatus[viewing.status],
    organizer: { name: viewing.agentName, email: viewing.agentEmail },
    attendees: [{ name: viewing.buyerName, email: viewing.buyerEmail, role: 'REQ-PARTICIPANT' }],
  });
  if (error || !value) throw error ?? new Error('calendar event not made');
  return value;
}
