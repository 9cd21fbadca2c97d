import { OPEN_HOUSE_MAX_DAYS_AHEAD, OPEN_HOUSE_MAX_HOURS } from '@elite/shared/open-houses';

const pad = (n: number) => String(n).padStart(2, '0');
const DAY = 86_400_000;

/** A date as an `<input type="date">` holds it, in the visitor's own calendar. */
export function toDateInputValue(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The dates the agent's form offers: today to 90 days ahead. */
export function openHouseDateRange(now = new Date()) {
  return {
    min: toDateInputValue(now),
    max: toDateInputValue(new Date(now.getTime() + OPEN_HOUSE_MAX_DAYS_AHEAD * DAY)),
  };
}

/**
 * A date and a time of the agent's own clock ("2026-12-05", "10:00") as ISO 8601 with the
 * browser's offset on that date ("2026-12-05T10:00:00+01:00").
 */
export function withLocalOffset(date: string, time: string): string {
  const local = `${date}T${time.slice(0, 5)}`;
  const offset = -new Date(local).getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  const abs = Math.abs(offset);
  return `${local}:00${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** What is wrong with the agent's times, before asking the server (which checks the same). */
export type TimesProblem =
  | ['date', 'missing' | 'past' | 'far']
  | ['start', 'missing' | 'past']
  | ['end', 'missing' | 'beforeStart' | 'tooLong'];

export function checkTimes(
  date: string,
  start: string,
  end: string,
  now = new Date(),
): TimesProblem | null {
  if (!date) return ['date', 'missing'];
  if (!start) return ['start', 'missing'];
  if (!end) return ['end', 'missing'];
  const from = new Date(`${date}T${start}`).getTime();
  const to = new Date(`${date}T${end}`).getTime();
  if (Number.isNaN(from)) return ['date', 'missing'];
  if (from > now.getTime() + OPEN_HOUSE_MAX_DAYS_AHEAD * DAY) return ['date', 'far'];
  if (from <= now.getTime()) {
    return toDateInputValue(now) > date ? ['date', 'past'] : ['start', 'past'];
  }
  if (Number.isNaN(to) || to <= from) return ['end', 'beforeStart'];
  if (to - from > OPEN_HOUSE_MAX_HOURS * 3_600_000) return ['end', 'tooLong'];
  return null;
}
