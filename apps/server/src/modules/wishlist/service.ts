import { messages, ruleMessages, type WishlistEntry } from '@elite/shared';
import type { Database } from '../../db/client';
import { conflict, forbidden, notFound } from '../../lib/errors';
import type { AuthUser } from '../identity/service';
import { findListedProperty, findProperty } from '../properties/repository';
import { toProperty, type PropertyRow } from '../properties/view';
import * as repo from './repository';

const ENTRY_NOT_FOUND = 'Wishlist entry not found';

/**
 * The listing a buyer wants to wishlist or make an offer on: it must exist (404), not be
 * the buyer's own (409) and be publicly listed (409).
 */
export async function propertyOpenToBuyer(
  db: Database,
  buyer: AuthUser,
  propertyId: string,
): Promise<PropertyRow> {
  const listed = await findListedProperty(db, propertyId);
  const row = listed ?? (await findProperty(db, propertyId));
  if (!row) throw notFound('Property not found');
  if (row.agentId === buyer.id) throw conflict(messages.ownProperty);
  if (!listed) throw conflict(ruleMessages.propertyNotAvailable);
  return listed;
}

function toWishlistEntry(row: repo.WishlistRow): WishlistEntry {
  const { _id: propertyId, ...property } = toProperty(row);
  return { ...property, _id: row.entryId, wish_property_id: propertyId, email: row.ownerEmail };
}

export async function addToWishlist(db: Database, user: AuthUser, propertyId: string) {
  await propertyOpenToBuyer(db, user, propertyId);
  const id = await repo.insertEntry(db, user.id, propertyId);
  if (!id) throw conflict(ruleMessages.alreadyWishlisted);
  return id;
}

/** Only the entry's owner sees it; to anyone else it is forbidden, not hidden. */
export async function getOwnEntry(db: Database, user: AuthUser, id: string) {
  const row = await repo.findEntry(db, id);
  if (!row) throw notFound(ENTRY_NOT_FOUND);
  if (row.ownerId !== user.id) throw forbidden(messages.forbidden);
  return toWishlistEntry(row);
}

export async function removeFromWishlist(db: Database, user: AuthUser, id: string) {
  const deleted = await repo.deleteOwnEntry(db, id, user.id);
  if (deleted > 0) return deleted;
  const row = await repo.findEntry(db, id);
  if (!row) throw notFound(ENTRY_NOT_FOUND);
  throw forbidden(messages.forbidden);
}

/** The account's wishlist, newest first. */
export async function listWishlist(db: Database, email: string): Promise<WishlistEntry[]> {
  return (await repo.listUserEntries(db, email)).map(toWishlistEntry);
}
