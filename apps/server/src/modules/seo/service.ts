import type { Property } from '@elite/shared';
import type { Database } from '../../db/client';
import { getProperty } from '../properties/service';
import * as repo from './repository';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * What the server knows of /property/{id} before serving it: no listing has this id (the page
 * is a 404), one exists that the public may not see (pending, rejected, or by a fraud agent: its
 * agent and admins see it after signing in, so the page is served, but carries nothing of it), or
 * it is public (its share card goes into the page).
 */
export type ListingPage =
  { kind: 'missing' } | { kind: 'hidden' } | { kind: 'public'; listing: Property };

export async function findListingPage(db: Database, id: string): Promise<ListingPage> {
  if (!uuidPattern.test(id)) return { kind: 'missing' };
  const key = id.toLowerCase();
  try {
    const { property, isPublic } = await getProperty(db, key, undefined);
    if (isPublic) return { kind: 'public', listing: property };
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode !== 404) throw error;
  }
  return (await repo.listingExists(db, key)) ? { kind: 'hidden' } : { kind: 'missing' };
}

/** Listings read per query for the sitemap. */
export const SITEMAP_PAGE_SIZE = 1000;

/** Every publicly listed listing, a keyset page at a time (never all of them in memory). */
export async function* sitemapListings(
  db: Database,
  pageSize = SITEMAP_PAGE_SIZE,
): AsyncGenerator<repo.SitemapListing> {
  let after: string | undefined;
  for (;;) {
    const page = await repo.listedPage(db, after, pageSize);
    yield* page;
    if (page.length < pageSize) return;
    after = page.at(-1)!.id;
  }
}
