import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { listingImports, properties, type FailedImportRow } from '../../db/schema';

export interface NewImport {
  startedBy: string;
  dryRun: boolean;
  data: Record<string, string>[];
}

export async function insertImport(db: Database, job: NewImport): Promise<string> {
  const [row] = await db
    .insert(listingImports)
    .values({ ...job, rows: job.data.length })
    .returning({ id: listingImports.id });
  return row!.id;
}

const importColumns = {
  startedBy: listingImports.startedBy,
  status: listingImports.status,
  dryRun: listingImports.dryRun,
  rows: listingImports.rows,
  processed: listingImports.processed,
  created: listingImports.created,
  updated: listingImports.updated,
  unchanged: listingImports.unchanged,
  failedRows: listingImports.failedRows,
};

/** An import's state, without its rows. */
export async function findImport(db: Database, id: string) {
  const [row] = await db
    .select(importColumns)
    .from(listingImports)
    .where(eq(listingImports.id, id))
    .limit(1);
  return row;
}

/**
 * The oldest unfinished import, locked for this transaction (another server skips it), with
 * the one row it is at: the worker applies it and records it in the same transaction.
 */
export async function lockNextImport(tx: Tx) {
  const [job] = await tx
    .select({
      ...importColumns,
      id: listingImports.id,
      row: sql<Record<
        string,
        string
      > | null>`${listingImports.data} -> ${listingImports.processed}`,
    })
    .from(listingImports)
    .where(inArray(listingImports.status, ['queued', 'running']))
    .orderBy(asc(listingImports.createdAt), asc(listingImports.id))
    .limit(1)
    .for('update', { skipLocked: true });
  return job;
}

export type Outcome = 'created' | 'updated' | 'unchanged';

/** One row done: its outcome counted (or its failure kept), done after the last. */
export async function recordRow(
  tx: Tx,
  id: string,
  outcome: Outcome | FailedImportRow,
): Promise<void> {
  const counted =
    typeof outcome === 'string'
      ? { [outcome]: sql`${listingImports[outcome]} + 1` }
      : { failedRows: sql`${listingImports.failedRows} || ${JSON.stringify([outcome])}::jsonb` };
  const finished = sql`${listingImports.processed} + 1 >= ${listingImports.rows}`;
  await tx
    .update(listingImports)
    .set({
      ...counted,
      processed: sql`${listingImports.processed} + 1`,
      status: sql`case when ${finished} then 'done' else 'running' end`,
      updatedAt: sql`now()`,
      finishedAt: sql`case when ${finished} then now() else null end`,
    })
    .where(eq(listingImports.id, id));
}

/** Deletes the imports finished more than `days` days ago (their rows with them); how many. */
export async function pruneFinishedImports(db: Database, days: number): Promise<number> {
  const gone = await db
    .delete(listingImports)
    .where(sql`${listingImports.finishedAt} < now() - make_interval(days => ${days})`)
    .returning({ id: listingImports.id });
  return gone.length;
}

/** The rows of an import from `from` (0-based), at most `count`, for a look ahead. */
export async function rowsAhead(db: Database, id: string, from: number, count: number) {
  const [found] = await db
    .select({
      rows: sql<Record<string, string>[] | string | null>`(
        select jsonb_agg(row order by at) from jsonb_array_elements(${listingImports.data})
          with ordinality as rows(row, at)
        where at > ${from} and at <= ${from + count})`,
    })
    .from(listingImports)
    .where(eq(listingImports.id, id));
  const rows = found?.rows ?? [];
  return (typeof rows === 'string' ? JSON.parse(rows) : rows) as Record<string, string>[];
}

/** The whole import failed at this row: what is done stays done, the rest is not tried. */
export async function failImport(tx: Tx, id: string, failure: FailedImportRow): Promise<void> {
  await tx
    .update(listingImports)
    .set({
      status: 'failed',
      failedRows: sql`${listingImports.failedRows} || ${JSON.stringify([failure])}::jsonb`,
      updatedAt: sql`now()`,
      finishedAt: sql`now()`,
    })
    .where(eq(listingImports.id, id));
}

/**
 * The agent's live listing with this key, if any: its `external_id`, or for a listing that has
 * none its own id (an export names it so, so that it imports back as the same listing).
 */
export async function findByExternalId(
  db: Database,
  agentId: string,
  externalId: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ id: properties.id })
    .from(properties)
    .where(
      and(
        eq(properties.agentId, agentId),
        or(
          eq(properties.externalId, externalId),
          and(isNull(properties.externalId), sql`${properties.id}::text = ${externalId}`),
        ),
        isNull(properties.deletedAt),
      ),
    )
    .orderBy(sql`${properties.externalId} is null`)
    .limit(1);
  return row?.id;
}

export async function setExternalId(db: Database, id: string, externalId: string): Promise<void> {
  await db.update(properties).set({ externalId }).where(eq(properties.id, id));
}

/** The keys of listings (by id), for an export. */
export async function externalIdsOf(db: Database, agentId: string | null) {
  const rows = await db
    .select({ id: properties.id, externalId: properties.externalId })
    .from(properties)
    .where(
      and(
        isNull(properties.deletedAt),
        agentId === null ? undefined : eq(properties.agentId, agentId),
      ),
    );
  return new Map(rows.map((r) => [r.id, r.externalId]));
}
