import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { PropertyStatus } from '@elite/shared';
import type { Database } from '../../src/db/client';
import { properties } from '../../src/db/schema';
import type { TestAccount } from './factories';
import { addListing } from './property-factory';

export interface ListingOptions {
  status?: PropertyStatus;
  title?: string;
  location?: string;
  min?: number;
  max?: number;
}

/**
 * The agent adds a listing through the API; its status is then set directly, as an
 * admin's moderation (or, for `sold`, a completed sale) would. Verified by default.
 */
export async function createListing(
  app: FastifyInstance,
  db: Database,
  agent: TestAccount,
  options: ListingOptions = {},
): Promise<string> {
  const id = await addListing(app, agent, {
    property_title: options.title ?? 'Sunny flat',
    location: options.location ?? 'Lisbon',
    property_image: 'https://example.com/flat.jpg',
    price_range: { min: options.min ?? 100_000, max: options.max ?? 200_000 },
  });
  const status = options.status ?? 'verified';
  if (status !== 'pending') {
    await db.update(properties).set({ status }).where(eq(properties.id, id));
    // Written past the API: the cache and the search index are told, as a service would.
    await app.publicChanges.publish({ kind: 'listing', id });
  }
  return id;
}
