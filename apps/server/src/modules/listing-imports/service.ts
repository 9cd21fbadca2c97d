import {
  listingImportMessages as m,
  propertyInputSchema,
  type ListingImport,
  type PropertyInput,
} from '@elite/shared';
import type { Locale } from '@elite/shared/locales';
import type { Database, Tx } from '../../db/client';
import type { FailedImportRow } from '../../db/schema';
import { HttpError, notFound } from '../../lib/errors';
import type { AuthUser } from '../identity/service';
import { findUserByEmail, findUserById } from '../identity/repository';
import * as properties from '../properties/service';
import { lockChangeableProperty } from '../properties/repository';
import { updatedVersion, versionOf } from '../properties/values';
import { CellError, columnOfPath, inputOfCells, type Cells } from './columns';
import { PhotosNeeded, withImportedPhotos, type RowPhotos } from './photos';
import * as repo from './repository';

/*
 * Listing imports (CONTRACT.md section 15, docs/decisions/071): a file's rows are kept with the
 * import; a worker applies them one at a time through the properties service (every rule of
 * the create and update API holds), each row and its progress in one transaction.
 */

const MAX_EXTERNAL_ID = 200;

/** Queues an import of `rows` by `user` (an agent for their own listings, or an admin). */
export function startImport(
  db: Database,
  user: AuthUser,
  rows: Cells[],
  dryRun: boolean,
): Promise<string> {
  return repo.insertImport(db, { startedBy: user.id, dryRun, data: rows });
}

/** An import's state, for its starter or an admin (404 for anyone else). */
export async function getImport(db: Database, user: AuthUser, id: string): Promise<ListingImport> {
  const job = await repo.findImport(db, id);
  if (!job || (user.role !== 'admin' && job.startedBy !== user.id))
    throw notFound(m.importNotFound);
  return {
    status: job.status,
    dry_run: job.dryRun,
    rows: job.rows,
    processed: job.processed,
    created: job.created,
    updated: job.updated,
    unchanged: job.unchanged,
    failed_rows: job.failedRows,
  };
}

/** The agent of a row: the starter, or for an admin the agent its `agent_email` names. */
async function agentOfRow(db: Tx, starter: AuthUser, cells: Cells): Promise<AuthUser> {
  if (starter.role !== 'admin') return starter;
  const email = (cells.agent_email ?? '').trim();
  if (email === '') throw new CellError('agent_email', m.agentEmailRequired);
  const agent = await findUserByEmail(db, email.toLowerCase());
  if (!agent || agent.role !== 'agent') throw new CellError('agent_email', m.agentUnknown);
  return agent;
}

function parsedInput(cells: Cells): PropertyInput {
  const result = propertyInputSchema.safeParse(inputOfCells(cells));
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  throw new CellError(columnOfPath(issue.path), issue.message);
}

/** Values with their keys in order, numbers and numeric text alike, for comparing versions. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value instanceof Date) return value.toISOString();
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
    );
  }
  return typeof value === 'number' ? String(value) : value;
}

const same = (a: unknown, b: unknown) =>
  JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

/** Applies one row as its agent would through the API; what it did. */
async function applyRow(
  db: Tx,
  starter: AuthUser,
  cells: Cells,
  { offered, photos }: { offered: readonly Locale[]; photos: RowPhotos },
): Promise<repo.Outcome> {
  const agent = await agentOfRow(db, starter, cells);
  const externalId = (cells.external_id ?? '').trim();
  if (externalId === '') throw new CellError('external_id', m.externalIdRequired);
  if (externalId.length > MAX_EXTERNAL_ID) {
    throw new CellError('external_id', `external_id is at most ${MAX_EXTERNAL_ID} characters`);
  }
  const parsed = parsedInput(cells);
  const id = await repo.findByExternalId(db, agent.id, externalId);
  if (id === undefined) {
    const input = await withImportedPhotos(db, parsed, [], photos);
    const created = await properties.addProperty(db, agent, input, offered);
    await repo.setExternalId(db, created, externalId);
    return 'created';
  }
  const row = await lockChangeableProperty(db, id, agent.id);
  const seen = row && (row.status === 'verified' && row.pendingChange ? row.pendingChange : row);
  const kept = seen ? [...seen.photos.map((p) => p.url), seen.floorPlan ?? ''] : [];
  const input = await withImportedPhotos(db, parsed, kept, photos);
  if (seen && same(versionOf(seen), updatedVersion(seen, input))) return 'unchanged';
  // Sold, rejected or frozen listings are refused as the update API refuses them.
  await properties.updateProperty(db, agent, id, input, offered);
  return 'updated';
}

/** Thrown to roll a dry run's row back once it has gone through. */
class DryRun extends Error {
  constructor(readonly outcome: repo.Outcome) {
    super('dry run');
  }
}

/** A row's failure as the import reports it: its row, field and message. */
function failureOf(row: number, error: unknown): FailedImportRow | undefined {
  if (error instanceof CellError) return { row, field: error.field, message: error.message };
  if (error instanceof HttpError) {
    const field = /^([a-z_]+)[.: ]/.exec(error.message)?.[1] ?? '';
    return { row, field, message: error.message };
  }
  return undefined;
}

/** What a row is applied with: the site's languages and the check of its photos. */
export interface RowContext {
  offered: readonly Locale[];
  photos: Omit<RowPhotos, 'dryRun'>;
}

/** What one step of the worker did: nothing waiting, a row recorded, or photos to fetch first. */
export type RowStep = 'idle' | 'recorded' | PhotosNeeded;

/**
 * Applies the next row of the oldest unfinished import and records it, in one transaction that
 * holds the import (SKIP LOCKED: another server takes another import or none). A row's own
 * changes are in a savepoint: a bad row is rolled back alone, a dry run's always. A crash before
 * the commit leaves the row to do again, never twice. A row naming photos not fetched yet is
 * left as it was, and the photos are returned to fetch outside the transaction. An import whose
 * starter may no longer import (no longer an agent or admin) fails as a whole.
 */
export async function runNextRow(
  db: Database,
  context: RowContext,
  onError: (error: unknown) => void,
): Promise<RowStep> {
  return db.transaction(async (tx) => {
    const job = await repo.lockNextImport(tx);
    if (!job) return 'idle';
    const cells = (typeof job.row === 'string' ? JSON.parse(job.row) : job.row) as Cells | null;
    const rowNumber = job.processed + 1;
    const starter = await findUserById(tx, job.startedBy);
    if (!starter || starter.role === 'user') {
      await repo.failImport(tx, job.id, {
        row: rowNumber,
        field: '',
        message: m.starterCannotImport,
      });
      return 'recorded';
    }
    const photos = { ...context.photos, dryRun: job.dryRun };
    let outcome: repo.Outcome | FailedImportRow;
    try {
      outcome = await tx.transaction(async (savepoint) => {
        const done = await applyRow(savepoint, starter, cells ?? {}, { ...context, photos });
        if (job.dryRun) throw new DryRun(done);
        return done;
      });
    } catch (error) {
      if (error instanceof PhotosNeeded) {
        return Object.assign(error, { importId: job.id, row: job.processed });
      }
      if (error instanceof DryRun) outcome = error.outcome;
      else {
        const failure = failureOf(rowNumber, error);
        if (!failure) onError(error);
        outcome = failure ?? { row: rowNumber, field: '', message: 'This row could not be saved' };
      }
    }
    await repo.recordRow(tx, job.id, outcome);
    return 'recorded';
  });
}
