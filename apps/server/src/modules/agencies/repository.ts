import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { AgencyInput, AgencyPatch } from '@elite/shared';
import type { Locale } from '@elite/shared/locales';
import type { Database, Tx } from '../../db/client';
import { agencies, properties, sales, users } from '../../db/schema';

/** An agent buyers may see: an agent's account not marked as fraud. */
const publicAgent = and(eq(users.role, 'agent'), eq(users.status, 'Verified'));

export async function insertAgency(tx: Tx, input: AgencyInput): Promise<string> {
  const [row] = await tx
    .insert(agencies)
    .values({
      name: input.name,
      logo: input.logo ?? null,
      address: input.address ?? null,
      phone: input.phone ?? null,
      email: input.email ?? null,
      website: input.website ?? null,
    })
    .returning({ id: agencies.id });
  return row!.id;
}

export async function updateAgency(tx: Tx, id: string, patch: AgencyPatch): Promise<number> {
  const rows = await tx
    .update(agencies)
    .set(Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined)))
    .where(eq(agencies.id, id))
    .returning({ id: agencies.id });
  return rows.length;
}

/** Deletes an agency; its agents stay, without one (the key's `on delete set null`). */
export async function deleteAgency(tx: Tx, id: string): Promise<number> {
  const rows = await tx.delete(agencies).where(eq(agencies.id, id)).returning({ id: agencies.id });
  return rows.length;
}

export async function agencyExists(db: Database | Tx, id: string): Promise<boolean> {
  const [row] = await db.select({ id: agencies.id }).from(agencies).where(eq(agencies.id, id));
  return row !== undefined;
}

/** Agencies by name (then id), or the one of `id`, with their agents and listings' count. */
export async function findAgencies(db: Database, id?: string) {
  const rows = await db
    .select()
    .from(agencies)
    .where(id === undefined ? undefined : eq(agencies.id, id))
    .orderBy(asc(agencies.name), asc(agencies.id));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const agents = await db
    .select({ id: users.id, name: users.name, image: users.photoUrl, agencyId: users.agencyId })
    .from(users)
    .where(and(publicAgent, inArray(users.agencyId, ids)))
    .orderBy(asc(users.name), asc(users.id));
  const counts = await db
    .select({ agencyId: users.agencyId, count: sql<number>`count(*)::int` })
    .from(properties)
    .innerJoin(users, eq(users.id, properties.agentId))
    .where(and(eq(properties.listed, true), inArray(users.agencyId, ids)))
    .groupBy(users.agencyId);
  const countOf = new Map(counts.map((row) => [row.agencyId, row.count]));
  return rows.map((row) => ({
    _id: row.id,
    name: row.name,
    logo: row.logo,
    address: row.address,
    phone: row.phone,
    email: row.email,
    website: row.website,
    agents: agents
      .filter((agent) => agent.agencyId === row.id)
      .map((agent) => ({ _id: agent.id, name: agent.name, image: agent.image })),
    listings_count: countOf.get(row.id) ?? 0,
  }));
}

/** The role of the account `id`, if there is one. */
export async function roleOf(tx: Tx, id: string) {
  const [row] = await tx.select({ role: users.role }).from(users).where(eq(users.id, id));
  return row?.role;
}

/** Puts an agent in an agency (or in none); 1 when it changed. */
export async function setAgency(tx: Tx, userId: string, agencyId: string | null): Promise<number> {
  const rows = await tx
    .update(users)
    .set({ agencyId })
    .where(
      and(
        eq(users.id, userId),
        agencyId === null
          ? sql`${users.agencyId} is not null`
          : sql`${users.agencyId} is distinct from ${agencyId}`,
      ),
    )
    .returning({ id: users.id });
  return rows.length;
}

/** An agent's public page: the profile, the agency, the listings' count and last year's sales. */
export async function findAgent(db: Database, id: string) {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      image: users.photoUrl,
      bio: users.bio,
      phone: users.phone,
      languages: users.languages,
      agencyId: agencies.id,
      agencyName: agencies.name,
      agencyLogo: agencies.logo,
    })
    .from(users)
    .leftJoin(agencies, eq(agencies.id, users.agencyId))
    .where(and(eq(users.id, id), publicAgent));
  if (!row) return undefined;
  const [[listed], [sold]] = await Promise.all([
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(properties)
      .where(and(eq(properties.agentId, id), eq(properties.listed, true))),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(sales)
      .where(and(eq(sales.agentId, id), gt(sales.soldAt, sql`now() - interval '12 months'`))),
  ]);
  return {
    _id: row.id,
    name: row.name,
    image: row.image,
    bio: row.bio,
    phone: row.phone,
    languages: (row.languages ?? []) as Locale[],
    agency:
      row.agencyId === null
        ? null
        : { _id: row.agencyId, name: row.agencyName!, logo: row.agencyLogo },
    listings_count: listed?.count ?? 0,
    sold_last_12_months: sold?.count ?? 0,
  };
}
