import { ruleMessages, type AdvertisedProperty } from '@elite/shared';
import type { Database } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import { audited, type AuditActor } from '../audit/service';
import { findProperty, lockListedProperty } from '../properties/repository';
import { toProperty } from '../properties/view';
import * as repo from './repository';

export async function listAdvertised(db: Database): Promise<AdvertisedProperty[]> {
  return (await repo.listAdvertised(db)).map((row) => ({
    ...toProperty(row),
    _id: row.adId,
    property_id: row.propertyId,
  }));
}

type AdvertiseOutcome =
  { kind: 'advertised'; id: string } | { kind: 'already' } | { kind: 'not-listed' };

/** Only a publicly listed property (verified, its agent not fraud) is advertised, once. */
export async function advertise(
  db: Database,
  actor: AuditActor,
  propertyId: string,
): Promise<string> {
  const outcome = await audited(
    db,
    actor,
    async (tx): Promise<AdvertiseOutcome> => {
      // Share-locked, so the listing cannot leave moderation or be deleted meanwhile.
      if (!(await lockListedProperty(tx, propertyId, 'share'))) return { kind: 'not-listed' };
      const id = await repo.insertAdvertisement(tx, propertyId);
      return id ? { kind: 'advertised', id } : { kind: 'already' };
    },
    (result) =>
      result.kind === 'advertised'
        ? { action: 'property.advertised', targetType: 'property', targetId: propertyId }
        : undefined,
  );
  if (outcome.kind === 'advertised') return outcome.id;
  if (outcome.kind === 'already') throw conflict(ruleMessages.alreadyAdvertised);
  if (!(await findProperty(db, propertyId))) throw notFound('Property not found');
  throw conflict(ruleMessages.notVerified);
}

/**
 * Takes a property off the home page. Safe to repeat: a known property that is not advertised
 * returns 0; an unknown one is a 404.
 */
export async function unadvertise(
  db: Database,
  actor: AuditActor,
  propertyId: string,
): Promise<number> {
  const deleted = await audited(
    db,
    actor,
    (tx) => repo.unadvertise(tx, propertyId),
    (count) =>
      count > 0
        ? { action: 'property.unadvertised', targetType: 'property', targetId: propertyId }
        : undefined,
  );
  if (deleted === 0 && !(await findProperty(db, propertyId))) throw notFound('Property not found');
  return deleted;
}
