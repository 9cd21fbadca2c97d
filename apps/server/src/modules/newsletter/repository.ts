import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { newsletterSubscribers } from '../../db/schema';

/** Stores the address once; subscribing again changes nothing. */
export async function subscribe(db: Database, email: string): Promise<void> {
  await db.insert(newsletterSubscribers).values({ email }).onConflictDoNothing();
}

/** Forgets the address (its account was deleted). */
export async function unsubscribe(db: Database, email: string): Promise<void> {
  await db.delete(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
}
