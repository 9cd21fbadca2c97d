import type { Database } from '../../db/client';
import * as repo from './repository';

/** Stores the address once; subscribing again changes nothing. */
export function subscribe(db: Database, email: string): Promise<void> {
  return repo.subscribe(db, email);
}
