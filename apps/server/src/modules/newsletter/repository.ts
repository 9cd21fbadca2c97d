import type { Database } from '../../db/client';
import { newsletterSubscribers } from '../../db/schema';

/** Stores the address once; subscribing again changes nothing. */
export async function subscribe(db: Database, email: string): Promise<void> {
  await db.insert(newsletterSubscribers).values({ email }).onConflictDoNothing();
}
