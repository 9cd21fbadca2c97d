import { notFound } from './errors';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `id` has the shape of a record id (a UUID). */
export const isRecordId = (id: string) => uuidPattern.test(id);

/** A record id from a path or body; a malformed id is as unknown as a missing one (404). */
export function recordId(id: string | undefined, what = 'Record'): string {
  return knownRecordId(id, `${what} not found`);
}

/** The same, refused with the caller's own 404 `message` ("Agent not found"). */
export function knownRecordId(id: string | undefined, message: string): string {
  if (!id || !uuidPattern.test(id)) throw notFound(message);
  return id.toLowerCase();
}
