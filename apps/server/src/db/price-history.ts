import { sql } from 'drizzle-orm';
import { check, index, numeric, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { properties } from './core-tables';
import { at } from './columns';

export const PRICE_HISTORY_EVENTS = ['listed', 'price_changed', 'sold'] as const;

/**
 * What the public saw of a listing's price, oldest first: `listed` when an admin first verified
 * it, `price_changed` when it was verified again at another price, `sold` (the sold price).
 */
export const priceHistory = pgTable(
  'price_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    date: at('date').notNull().defaultNow(),
    event: text('event', { enum: PRICE_HISTORY_EVENTS }).notNull(),
    min: numeric('min', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    max: numeric('max', { precision: 12, scale: 2, mode: 'number' }).notNull(),
  },
  (t) => [
    check('price_history_event_check', sql`${t.event} in ('listed', 'price_changed', 'sold')`),
    index('price_history_property_idx').on(t.propertyId, t.date, t.id),
  ],
);
