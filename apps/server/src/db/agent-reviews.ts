// Agent reviews (CONTRACT.md section 14, migration 0030): a buyer's rating of an agent they
// dealt with, once per buyer and agent.
import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { users } from './core-tables';

export const agentReviews = pgTable(
  'agent_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reviewerId: uuid('reviewer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('agent_reviews_rating_check', sql`${t.rating} between 1 and 5`),
    check('agent_reviews_comment_check', sql`char_length(${t.comment}) between 1 and 2000`),
    uniqueIndex('agent_reviews_agent_reviewer_idx').on(t.agentId, t.reviewerId),
    index('agent_reviews_agent_created_idx').on(t.agentId, t.createdAt.desc(), t.id.desc()),
    index('agent_reviews_reviewer_idx').on(t.reviewerId),
  ],
);
