import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ViewingStatus } from '@elite/shared';
import type { Database, Tx } from '../../db/client';
import { viewings } from '../../db/schema';
import { rowsOf } from '../conversations/repository';

export async function insertViewing(
  tx: Tx,
  values: {
    propertyId: string;
    buyerId: string;
    agentId: string;
    startAt: Date;
    startOffsetMinutes: number;
    note: string;
  },
): Promise<string> {
  const [row] = await tx.insert(viewings).values(values).returning({ id: viewings.id });
  return row!.id;
}

export interface ViewingRow {
  id: string;
  propertyId: string;
  title: string;
  location: string;
  /** The listing's point, when it has one (both or neither). */
  latitude: number | null;
  longitude: number | null;
  startAt: Date;
  startOffsetMinutes: number;
  status: ViewingStatus;
  note: string;
  buyerId: string;
  buyerName: string;
  buyerEmail: string;
  agentId: string;
  agentName: string;
  agentEmail: string;
}

const selectViewings = (where: ReturnType<typeof sql>) => sql`
  select v.id, v.property_id as "propertyId", p.title, p.location, p.latitude, p.longitude,
    to_char(v.start_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "startAt",
    v.start_offset_minutes as "startOffsetMinutes", v.status, v.note,
    v.buyer_id as "buyerId", b.name as "buyerName", b.email as "buyerEmail",
    v.agent_id as "agentId", a.name as "agentName", a.email as "agentEmail"
  from viewings v
  join properties p on p.id = v.property_id
  join users b on b.id = v.buyer_id
  join users a on a.id = v.agent_id
  where ${where}
  order by v.start_at, v.id`;

async function select(db: Database, where: ReturnType<typeof sql>): Promise<ViewingRow[]> {
  const rows = await rowsOf<Omit<ViewingRow, 'startAt'> & { startAt: string }>(
    db,
    selectViewings(where),
  );
  return rows.map((row) => ({ ...row, startAt: new Date(row.startAt) }));
}

/** My viewings as buyer or agent, the soonest first. */
export function listViewings(db: Database, me: string): Promise<ViewingRow[]> {
  return select(db, sql`v.buyer_id = ${me} or v.agent_id = ${me}`);
}

export async function findViewing(db: Database, id: string): Promise<ViewingRow | undefined> {
  const [row] = await select(db, sql`v.id = ${id}`);
  return row;
}

/**
 * Moves the viewing to `to` only while it is in one of `from`: one conditional update, so of two
 * concurrent moves only one finds the status it expects. 0 when it was not there.
 */
export async function moveViewing(
  tx: Tx,
  id: string,
  from: ViewingStatus[],
  to: ViewingStatus,
): Promise<number> {
  const rows = await tx
    .update(viewings)
    .set({ status: to, updatedAt: sql`now()` })
    .where(and(eq(viewings.id, id), inArray(viewings.status, from)))
    .returning({ id: viewings.id });
  return rows.length;
}
