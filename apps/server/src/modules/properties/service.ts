import {
  messages,
  ruleMessages,
  type Property,
  type PropertyDetail,
  type PropertyInput,
} from '@elite/shared';
import type { Locale } from '@elite/shared/locales';
import type { Database } from '../../db/client';
import { conflict, forbidden, notFound } from '../../lib/errors';
import * as agentNotices from '../agent-notices/service';
import { audited, type AuditActor } from '../audit/service';
import type { Notifier } from '../mail/notifier';
import type { AuthUser } from '../identity/service';
import * as repo from './repository';
import * as priceHistoryRepo from './price-history-repository';
import { checkMoneyDecimals } from '../../lib/money-input';
import { checkListingLanguages } from './languages';
import { updatedVersion } from './values';
import { decisionVersion } from './decision';
import { rentalVersion } from './rental';
import { asSeenByStaff, isPubliclyShownRow, toProperty } from './view';

const NOT_FOUND = 'Property not found';

/** The ids of every listing an agent added, whatever its status (their public change). */
export const listingIdsOfAgent = repo.listingIdsOfAgent;

/** A listing's prices in the site currency's decimals. */
function checkPrices(input: PropertyInput) {
  checkMoneyDecimals('price_range.min', input.price_range.min);
  checkMoneyDecimals('price_range.max', input.price_range.max);
}

function assertMayList(agent: AuthUser) {
  if (agent.status === 'fraud') throw conflict(messages.fraudCannotAdd);
}

/**
 * A listing as `viewer` may see it. One the public may not see (isPubliclyShownRow: pending,
 * rejected, or by a fraud agent) is seen only by its agent and by admins, and comes back with
 * `isPublic: false`: it must never be served from, or kept in, a cache shared by everyone. Its
 * agent and admins see a change waiting for review (asSeenByStaff), also `isPublic: false`;
 * everyone else sees the version last verified (CONTRACT.md section 6).
 */
export async function getProperty(
  db: Database,
  id: string,
  viewer: AuthUser | undefined,
): Promise<{ property: PropertyDetail; isPublic: boolean }> {
  const stored = await repo.findProperty(db, id);
  if (!stored) throw notFound(NOT_FOUND);
  const isPrivileged = viewer && (viewer.role === 'admin' || viewer.id === stored.agentId);
  const row = isPrivileged ? asSeenByStaff(stored) : stored;
  const isPublic = row === stored && isPubliclyShownRow(row);
  if (!isPublic && !isPrivileged) throw notFound(NOT_FOUND);
  const history = await priceHistoryRepo.listPriceHistory(db, id);
  const price_history = history.map((h) => ({
    date: h.date.toISOString(),
    event: h.event,
    min: Number(h.min),
    max: Number(h.max),
  }));
  // Added to the listing, not spread into a new object (slow on Node 20: see toProperty).
  return { property: Object.assign(toProperty(row), { price_history }), isPublic };
}

export async function addProperty(
  db: Database,
  agent: AuthUser,
  input: PropertyInput,
  offered: readonly Locale[] = ['en'],
) {
  assertMayList(agent);
  checkPrices(input);
  // Written in the site's default language unless the agent says otherwise.
  const language = input.language ?? offered[0] ?? 'en';
  checkListingLanguages(language, input.translations ?? {}, offered);
  // For sale unless the agent says it is to rent (CONTRACT.md section 12).
  const rental = rentalVersion(input);
  const decision = decisionVersion(input);
  return repo.insertProperty(db, agent.id, { ...input, language }, { ...rental, ...decision });
}

export async function updateProperty(
  db: Database,
  agent: AuthUser,
  id: string,
  input: PropertyInput,
  offered: readonly Locale[] = ['en'],
): Promise<number> {
  assertMayList(agent);
  checkPrices(input);
  const modified = await db.transaction(async (tx) => {
    const row = await repo.lockChangeableProperty(tx, id, agent.id);
    if (!row) return 0;
    // The agent changes the listing as they see it: with their change waiting, if any.
    const seen = row.status === 'verified' && row.pendingChange ? row.pendingChange : row;
    const version = updatedVersion(seen, input);
    checkListingLanguages(version.language, version.translations, offered);
    // Back to pending (SPEC.md) for the agent and admins; a verified listing stays public as it
    // was verified (its advertisement too) until an admin verifies the change (decision 047).
    if (row.status === 'verified') await repo.proposeChange(tx, id, version);
    else await repo.writeVersion(tx, id, version);
    return 1;
  });
  if (modified > 0) return modified;
  const row = await repo.findProperty(db, id);
  if (!row) throw notFound(NOT_FOUND);
  if (row.agentId !== agent.id) throw forbidden(messages.forbidden);
  throw conflict(ruleMessages.propertyCannotUpdate);
}

/**
 * What other parts of the product hear of a listing, inside the transaction that changes it
 * (the saved-search alerts queue a match, CONTRACT.md section 9).
 */
export interface ListingEvents {
  /** The public sees the listing for the first time, or again at a lower minimum price. */
  listingAlert(
    tx: Database,
    event: {
      eventId: string;
      propertyId: string;
      kind: 'new_listing' | 'price_drop';
      oldPrice: number | null;
    },
  ): Promise<void>;
}

/** An event the public saw: a first listing, or a verification at a lower minimum price. */
function alertOf(price: priceHistoryRepo.VerifiedPrice | undefined) {
  if (!price) return undefined;
  if (price.event === 'listed') return { kind: 'new_listing' as const, oldPrice: null };
  if (price.previousMin !== null && price.min < price.previousMin) {
    return { kind: 'price_drop' as const, oldPrice: price.previousMin };
  }
  return undefined;
}

export async function moderate(
  db: Database,
  events: ListingEvents,
  notify: Notifier,
  actor: AuditActor,
  id: string,
  status: 'verified' | 'rejected',
) {
  const modified = await audited(
    db,
    actor,
    async (tx) => {
      const modified = await repo.moderateProperty(tx, id, status);
      // What the public now sees: listed, or listed again at another price.
      if (modified > 0 && status === 'verified') {
        const price = await priceHistoryRepo.recordVerifiedPrice(tx, id);
        const alert = alertOf(price);
        if (price && alert) {
          await events.listingAlert(tx, { eventId: price.eventId, propertyId: id, ...alert });
        }
      }
      // The agent hears of it, in the app and by e-mail (docs/decisions/048).
      if (modified > 0) await agentNotices.listingModerated(tx, notify, { propertyId: id, status });
      return modified;
    },
    (n) =>
      n > 0
        ? {
            action: 'property.moderated',
            targetType: 'property',
            targetId: id,
            details: { status },
          }
        : undefined,
  );
  if (modified > 0) return modified;
  if (!(await repo.findProperty(db, id))) throw notFound(NOT_FOUND);
  throw conflict(ruleMessages.propertyNotPending);
}

/**
 * Deletes a listing that is not sold (see repo.retireProperties). A fraud agent's listings are
 * kept as they are for the admins (docs/decisions/018): like an update, a deletion is refused.
 */
export async function removeProperty(db: Database, agent: AuthUser, id: string) {
  // The row stays locked until the end, so a sale cannot slip in between.
  const deleted = await db.transaction(async (tx) => {
    const row = await repo.lockLiveProperty(tx, id);
    if (!row) return 0;
    if (row.agentId !== agent.id) throw forbidden(messages.forbidden);
    if (agent.status === 'fraud') throw conflict(ruleMessages.fraudListingsFrozen);
    if (row.status === 'sold') throw conflict(ruleMessages.propertyCannotDelete);
    await repo.retireProperties(tx, [id]);
    return 1;
  });
  if (deleted === 0) throw notFound(NOT_FOUND);
  return deleted;
}

/** Every live listing, for the admins' table: a change waiting for review shows as `pending`. */
export async function listAllProperties(db: Database): Promise<Property[]> {
  return (await repo.listAllProperties(db)).map((row) => toProperty(asSeenByStaff(row)));
}

/** An agent's live listings, for their own table (their changes waiting for review as `pending`). */
export async function listAgentProperties(db: Database, agentEmail: string): Promise<Property[]> {
  return (await repo.listAgentProperties(db, agentEmail)).map((row) =>
    toProperty(asSeenByStaff(row)),
  );
}
