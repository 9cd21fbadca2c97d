import type { Property } from '@elite/shared';
import type { Database } from '../../db/client';
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

/**
 * `readPublic` answers the listing as the public sees it (`GET /api/property/{id}` without a
 * sign-in), `undefined` when the public may not: the page's rendering reads the same, and the
 * web plugin has the two share one read.
 */
export async function findListingPage(
  db: Database,
  id: string,
  readPublic: () => Promise<Property | undefined>,
): Promise<ListingPage> {
  if (!uuidPattern.test(id)) return { kind: 'missing' };
  const listing = await readPublic();
  if (listing) return { kind: 'public', listing };
  return (await repo.listingExists(db, id.toLowerCase()))
    ? { kind: 'hidden' }
    : { kind: 'missing' };
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
