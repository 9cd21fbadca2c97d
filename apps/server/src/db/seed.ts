import { sql } from 'drizzle-orm';
import type { Database } from './client';
import { users } from './schema';
import { hashPassword } from '../modules/identity/passwords';

/** Demo accounts listed in the README. All share one password. */
export const DEMO_PASSWORD = 'Demo@123';
export const demoAccounts = [
  { name: 'Ada Admin', email: 'admin@eliteproperty.test', role: 'admin' },
  { name: 'Alice Agent', email: 'agent@eliteproperty.test', role: 'agent' },
  { name: 'Bob Buyer', email: 'user@eliteproperty.test', role: 'user' },
] as const;

/** Fills an empty database with demo data; a database with any account is left alone. */
export async function seedDemoData(db: Database): Promise<boolean> {
  const [{ count } = { count: 0 }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(users);
  if (count > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.insert(users).values(demoAccounts.map((a) => ({ ...a, passwordHash })));
  return true;
}
