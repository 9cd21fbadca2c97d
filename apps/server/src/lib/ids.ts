import { notFound } from './errors';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `id` has the shape of a record id (a UUID). */
export const isRecordId = (id: string) => uuidPattern.test(id);

/** A record id from a path or body; a malformed id is as unknown as a missing one (404). */
export function recordId(id: string | undefined, what = 'Record'): string {
  if (!id || !uuidPattern.test(id)) throw notFound(`${what} not found`);
  return id.toLowerCase();
}
