import { ruleMessages, type AdvertisedProperty } from '@elite/shared';
import type { Database } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import { findProperty } from '../properties/repository';
import { toProperty } from '../properties/view';
import * as repo from './repository';

export async function listAdvertised(db: Database): Promise<AdvertisedProperty[]> {
  return (await repo.listAdvertised(db)).map((row) => ({
    ...toProperty(row),
    _id: row.adId,
    property_id: row.id,
  }));
}

/** Only a publicly listed property (verified, its agent not fraud) is advertised, once. */
export async function advertise(db: Database, propertyId: string): Promise<string> {
  const outcome = await repo.advertise(db, propertyId);
  if (outcome.kind === 'advertised') return outcome.id;
  if (outcome.kind === 'already') throw conflict(ruleMessages.alreadyAdvertised);
  if (!(await findProperty(db, propertyId))) throw notFound('Property not found');
  throw conflict(ruleMessages.notVerified);
}
