// Open houses (CONTRACT.md section 13, RESO OpenHouse, migration 0026) and who said they will come.
import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { properties, users } from './core-tables';

/** An open house: a time the listing's agent opens the home (RESO OpenHouse). */
export const openHouses = pgTable(
  'open_houses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    startAt: at('start_at').notNull(),
    endAt: at('end_at').notNull(),
    note: text('note'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('open_houses_times_check', sql`${t.endAt} > ${t.startAt}`),
    check('open_houses_note_check', sql`char_length(${t.note}) <= 500`),
    index('open_houses_property_idx').on(t.propertyId, t.startAt),
    index('open_houses_start_idx').on(t.startAt),
  ],
);

/** Who said they will come to an open house; `reminded_at` once the day-before e-mail is queued. */
export const openHouseAttendees = pgTable(
  'open_house_attendees',
  {
    openHouseId: uuid('open_house_id')
      .notNull()
      .references(() => openHouses.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
    remindedAt: at('reminded_at'),
  },
  (t) => [
    primaryKey({ columns: [t.openHouseId, t.userId] }),
    index('open_house_attendees_user_idx').on(t.userId),
  ],
);
