import { conversationMessages, VIEWING_MAX_DAYS_AHEAD } from '@elite/shared';
import { badRequest } from '../../lib/errors';

const DAY_MS = 24 * 60 * 60 * 1000;
const PARTS =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?(Z|([+-])(\d{2}):(\d{2}))$/;

export interface ViewingStart {
  at: Date;
  offsetMinutes: number;
}

/**
 * A viewing's start as the buyer wrote it (ISO-8601 with its offset): the instant and the offset
 * in minutes. A date or time that does not exist (30 February, 25:00, +19:00) is a 400.
 */
export function parseViewingStart(text: string): ViewingStart {
  const invalid = () => badRequest(conversationMessages.viewingStartInvalid);
  const match = PARTS.exec(text);
  if (!match) throw invalid();
  const [, y, mo, d, h, mi, s = '0', ms = '0', zone, sign, oh = '0', om = '0'] = match;
  const offsetMinutes = zone === 'Z' ? 0 : (sign === '-' ? -1 : 1) * (Number(oh) * 60 + Number(om));
  if (Number(om) > 59 || Math.abs(offsetMinutes) > 18 * 60) throw invalid();
  const wall = Date.UTC(
    Number(y),
    Number(mo) - 1,
    Number(d),
    Number(h),
    Number(mi),
    Number(s),
    Number(ms.padEnd(3, '0')),
  );
  const check = new Date(wall);
  if (
    check.getUTCFullYear() !== Number(y) ||
    check.getUTCMonth() !== Number(mo) - 1 ||
    check.getUTCDate() !== Number(d) ||
    check.getUTCHours() !== Number(h) ||
    check.getUTCMinutes() !== Number(mi) ||
    check.getUTCSeconds() !== Number(s)
  ) {
    throw invalid();
  }
  return { at: new Date(wall - offsetMinutes * 60_000), offsetMinutes };
}

/** In the future and at most 90 days ahead of `now` (the server's clock). */
export function checkViewingWindow(start: Date, now: Date): void {
  if (start.getTime() <= now.getTime()) throw badRequest(conversationMessages.viewingStartPast);
  if (start.getTime() > now.getTime() + VIEWING_MAX_DAYS_AHEAD * DAY_MS) {
    throw badRequest(conversationMessages.viewingStartTooFar);
  }
}

/** The instant written in the offset it was asked in: 2026-12-01T10:00:00+01:00. */
export function formatViewingStart(at: Date, offsetMinutes: number): string {
  const wall = new Date(at.getTime() + offsetMinutes * 60_000).toISOString().slice(0, 19);
  if (offsetMinutes === 0) return `${wall}Z`;
  const abs = Math.abs(offsetMinutes);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${wall}${offsetMinutes < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}
