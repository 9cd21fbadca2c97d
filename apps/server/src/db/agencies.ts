// Agencies and agents' public profiles (CONTRACT.md section 14, migration 0029): the agencies'
// table, and the profile columns `users` (core-tables.ts) spreads in.
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Locale } from '@elite/shared/locales';
import { at } from './columns';

/** An agency: managed by the admins; its agents are the users whose `agency_id` it is. */
export const agencies = pgTable(
  'agencies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    logo: text('logo'),
    address: text('address'),
    phone: text('phone'),
    email: text('email'),
    website: text('website'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    check(
      'agencies_texts_check',
      sql`char_length(${t.name}) between 1 and 120 and char_length(${t.address}) <= 300
        and char_length(${t.phone}) <= 40 and char_length(${t.website}) <= 2048
        and char_length(${t.logo}) <= 2048 and char_length(${t.email}) <= 254`,
    ),
  ],
);

/** The columns `users` spreads in: an agent's agency and public profile (null: none). */
export function agentProfileColumns() {
  return {
    agencyId: uuid('agency_id').references((): AnyPgColumn => agencies.id, {
      onDelete: 'set null',
    }),
    bio: text('bio'),
    phone: text('phone'),
    languages: text('languages').array().$type<Locale[]>(),
  };
}

/** Their checks (mirroring packages/shared/src/agencies.ts) and an agency's agents' index. */
export function agentProfileChecks(t: {
  agencyId: AnyPgColumn;
  bio: AnyPgColumn;
  phone: AnyPgColumn;
}) {
  return [
    index('users_agency_idx')
      .on(t.agencyId)
      .where(sql`${t.agencyId} is not null`),
    check(
      'users_profile_check',
      sql`char_length(${t.bio}) <= 2000 and char_length(${t.phone}) <= 40`,
    ),
  ];
}
