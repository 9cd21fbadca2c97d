import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';

export function listUsers(db: Database) {
  return db.select().from(users).orderBy(asc(users.createdAt), asc(users.email));
}
