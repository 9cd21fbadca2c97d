import { numeric, timestamp } from 'drizzle-orm/pg-core';

/** A moment: `timestamp with time zone`. */
export const at = (name: string) => timestamp(name, { withTimezone: true });

/** An amount of money in the listing's currency, to the cent, read as a number. */
export const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });
