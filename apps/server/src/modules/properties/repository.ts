import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { PropertyInput } from '@elite/shared';
import type { Database, Tx } from '../../db/client';
import type {
  ListingDecisionColumns,
  ListingRentalColumns,
  ListingVersion,
  PendingChange,
} from '../../db/listing-version';
import { advertisements, offers, properties, wishlistEntries } from '../../db/schema';
import { decisionColumns } from './decision';
import { createdPhotos, factValues } from './values';
import {
  agentJoin,
  agents,
  isLive,
  isPubliclyListed,
  isPubliclyShown,
  propertyColumns,
  rentalColumns,
  staffPropertyColumns,
  type PropertyRow,
  type StaffPropertyRow,
} from './view';

function selectProperties(db: Database) {
  return db.select(propertyColumns).from(properties).leftJoin(agents, agentJoin);
}

/** As selectProperties, with the change waiting for review (for its agent and admins). */
function selectStaffProperties(db: Database) {
  return db.select(staffPropertyColumns).from(properties).leftJoin(agents, agentJoin);
}

export async function listingIdsOfAgent(db: Database, agentId: string): Promise<string[]> {
  const rows = await db
    .select({ id: properties.id })
    .from(properties)
    .where(eq(properties.agentId, agentId));
  return rows.map((row) => row.id);
}

/** A live listing as stored: its verified version and the change waiting for review, if any. */
export async function findProperty(
  db: Database,
  id: string,
): Promise<StaffPropertyRow | undefined> {
  const [row] = await selectStaffProperties(db)
    .where(and(eq(properties.id, id), isLive))
    .limit(1);
  return row as StaffPropertyRow | undefined;
}

/** A property that the public may see and act on (wishlist, offer, advertise), or undefined. */
export async function findListedProperty(
  db: Database,
  id: string,
): Promise<PropertyRow | undefined> {
  const [row] = await selectProperties(db)
    .where(and(eq(properties.id, id), isPubliclyListed))
    .limit(1);
  return row as PropertyRow | undefined;
}

/**
 * The agent of a listing the public may see (its page's rule: verified or sold, its agent not
 * marked as fraud), or undefined: what a review, a report or a payment checks first.
 */
export async function findPubliclyShownListing(
  db: Database,
  id: string,
): Promise<{ agentId: string | null } | undefined> {
  const [row] = await db
    .select({ agentId: properties.agentId })
    .from(properties)
    .leftJoin(agents, agentJoin)
    .where(and(eq(properties.id, id), isPubliclyShown))
    .limit(1);
  return row;
}

/**
 * Newest first, the id breaking ties (the demo seed's listings share creation times): an admin's
 * or agent's table keeps its rows in place when one of them is verified, rejected or updated.
 */
const newestFirst = [desc(properties.createdAt), desc(properties.id)];

export async function listAllProperties(db: Database): Promise<StaffPropertyRow[]> {
  return (await selectStaffProperties(db)
    .where(isLive)
    .orderBy(...newestFirst)) as StaffPropertyRow[];
}

export async function listAgentProperties(
  db: Database,
  agentEmail: string,
): Promise<StaffPropertyRow[]> {
  return (await selectStaffProperties(db)
    .where(and(isLive, eq(agents.email, agentEmail)))
    .orderBy(...newestFirst)) as StaffPropertyRow[];
}

export async function insertProperty(
  db: Database,
  agentId: string,
  input: PropertyInput,
  kind: ListingRentalColumns & ListingDecisionColumns,
): Promise<string> {
  // The cover is photos[0] when a gallery is sent; else the picture is the whole gallery.
  const photos = createdPhotos(input);
  const [row] = await db
    .insert(properties)
    .values({
      agentId,
      title: input.property_title,
      location: input.location,
      image: photos[0]!.url,
      photos,
      priceMin: input.price_range.min,
      priceMax: input.price_range.max,
      ...factValues(input),
      ...kind,
      status: 'pending',
    })
    .returning({ id: properties.id });
  return row!.id;
}

/** The columns of a listing's version (ListingVersion), for a select. */
const versionColumns = {
  title: properties.title,
  location: properties.location,
  image: properties.image,
  photos: properties.photos,
  priceMin: properties.priceMin,
  priceMax: properties.priceMax,
  propertyType: properties.propertyType,
  bedrooms: properties.bedrooms,
  bathrooms: properties.bathrooms,
  livingArea: properties.livingArea,
  lotSize: properties.lotSize,
  yearBuilt: properties.yearBuilt,
  description: properties.description,
  latitude: properties.latitude,
  longitude: properties.longitude,
  floorPlan: properties.floorPlan,
  tourUrl: properties.tourUrl,
  street: properties.street,
  postalCode: properties.postalCode,
  city: properties.city,
  region: properties.region,
  country: properties.country,
  language: properties.language,
  translations: properties.translations,
  ...rentalColumns,
  ...decisionColumns,
};

/** The agent's own listing that may still change (pending or verified), locked for the update. */
export async function lockChangeableProperty(
  tx: Tx,
  id: string,
  agentId: string,
): Promise<
  | (ListingVersion & { status: 'pending' | 'verified'; pendingChange: PendingChange | null })
  | undefined
> {
  const [row] = await tx
    .select({
      ...versionColumns,
      status: properties.status,
      pendingChange: properties.pendingChange,
    })
    .from(properties)
    .where(
      and(
        eq(properties.id, id),
        eq(properties.agentId, agentId),
        inArray(properties.status, ['pending', 'verified']),
        isLive,
      ),
    )
    .for('update');
  return row as
    | (ListingVersion & { status: 'pending' | 'verified'; pendingChange: PendingChange | null })
    | undefined;
}

/** Writes a version over a listing that the public does not see (never verified yet). */
export async function writeVersion(tx: Tx, id: string, version: ListingVersion): Promise<void> {
  await tx
    .update(properties)
    .set({ ...version, status: 'pending', updatedAt: sql`now()` })
    .where(eq(properties.id, id));
}

/**
 * Keeps a version of a verified listing for an admin to review: the row's own columns, which
 * the public sees, stay as they are (docs/decisions/047).
 */
export async function proposeChange(tx: Tx, id: string, version: ListingVersion): Promise<void> {
  // Made at the database's time, as every other date of the row.
  const change = sql<PendingChange>`${JSON.stringify(version)}::jsonb || jsonb_build_object('updatedAt', now())`;
  await tx.update(properties).set({ pendingChange: change }).where(eq(properties.id, id));
}

/** A listing that waits for an admin: never verified yet, or verified with a change to review. */
const awaitsReview = sql`(${properties.status} = 'pending' or (${properties.status} = 'verified' and ${properties.pendingChange} is not null))`;

/**
 * pending -> verified | rejected, once: the lock and the condition on status make two admins at
 * once safe. A change to a verified listing is applied when verified (the public then sees it),
 * dropped when rejected (the public keeps the version it saw, and so does the agent).
 */
export async function moderateProperty(
  tx: Tx,
  id: string,
  status: 'verified' | 'rejected',
): Promise<number> {
  const [row] = await tx
    .select({ status: properties.status, pendingChange: properties.pendingChange })
    .from(properties)
    .where(and(eq(properties.id, id), awaitsReview, isLive))
    .for('update');
  if (!row) return 0;
  const change = row.status === 'verified' ? row.pendingChange : null;
  if (change && status === 'rejected') {
    await tx.update(properties).set({ pendingChange: null }).where(eq(properties.id, id));
    return 1;
  }
  const version: Partial<ListingVersion> = {};
  if (change) {
    const { updatedAt: _proposedAt, ...proposed } = change;
    Object.assign(version, proposed);
  }
  await tx
    .update(properties)
    .set({
      ...version,
      status,
      pendingChange: null,
      updatedAt: sql`now()`,
      // Listed when an admin first verifies it; a later verification keeps the date.
      ...(status === 'verified' ? { listedAt: sql`coalesce(${properties.listedAt}, now())` } : {}),
    })
    .where(eq(properties.id, id));
  return 1;
}

/**
 * Locks a publicly listed property for the rest of the caller's transaction (`update` to
 * change what depends on it, `share` to only keep it listed); false when it is not listed.
 */
export async function lockListedProperty(
  tx: Tx,
  id: string,
  mode: 'update' | 'share',
): Promise<boolean> {
  const rows = await tx
    .select({ id: properties.id })
    .from(properties)
    .leftJoin(agents, agentJoin)
    .where(and(eq(properties.id, id), isPubliclyListed))
    .for(mode, { of: properties });
  return rows.length > 0;
}

/** Locks a live (not deleted) property for the rest of the caller's transaction. */
export async function lockLiveProperty(
  tx: Tx,
  id: string,
): Promise<{ agentId: string | null; status: string } | undefined> {
  const [row] = await tx
    .select({ agentId: properties.agentId, status: properties.status })
    .from(properties)
    .where(and(eq(properties.id, id), isLive))
    .for('update');
  return row;
}

/**
 * Retires listings (locked by the caller): they are kept for the record (offers, reviews),
 * their wishlist entries and advertisements go, and their open offers are rejected.
 */
export async function retireProperties(tx: Tx, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(properties)
    .set({ deletedAt: sql`now()` })
    .where(inArray(properties.id, ids));
  await tx.delete(wishlistEntries).where(inArray(wishlistEntries.propertyId, ids));
  await tx.delete(advertisements).where(inArray(advertisements.propertyId, ids));
  await tx
    .update(offers)
    .set({ status: 'rejected', updatedAt: sql`now()` })
    .where(and(inArray(offers.propertyId, ids), inArray(offers.status, ['pending', 'accepted'])));
}
