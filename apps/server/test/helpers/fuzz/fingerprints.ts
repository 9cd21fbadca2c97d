import { sql } from 'drizzle-orm';
import type { TestContext } from '../test-app';

/**
 * Columns the server changes on its own, not because of a call: a session's last use, and the
 * mail worker's sending of queued e-mail (a queued e-mail itself still counts).
 */
const ownColumns: Record<string, string> = {
  sessions: `(select id, user_id, token_hash, expires_at from sessions) t`,
  mail_outbox: `(select id, kind, to_email, to_name, subject, text, html, created_at from mail_outbox) t`,
};

/**
 * A digest of every table (without the columns the server changes on its own), in one round trip.
 * The views and searches counted by the calls before are written first: the counter writes them
 * in batches on its own clock, which may otherwise fall between two digests of one call.
 */
export async function fingerprint(ctx: TestContext, tables: string[]): Promise<string> {
  await ctx.app.figures.flush();
  const parts = tables.map((table) => {
    const rows = ownColumns[table] ?? `"${table}" t`;
    return `'${table}:' || (select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) from ${rows})`;
  });
  const result = await ctx.db.execute(sql.raw(`select ${parts.join(" || ',' || ")} as d`));
  return (result as unknown as { rows: { d: string }[] }).rows[0]!.d;
}

/** A digest of what belongs to the bystanders, whom no non-admin call may touch. */
export async function bystanderFingerprint(ctx: TestContext, ids: string[]): Promise<string> {
  const list = ids.map((id) => `'${id}'`).join(',');
  const queries = [
    `select t::text from users t where id in (${list})`,
    `select id::text || token_hash || expires_at::text from sessions where user_id in (${list})`,
    `select t::text from properties t where agent_id in (${list})`,
    `select t::text from wishlist_entries t where user_id in (${list})`,
    `select t::text from offers t where buyer_id in (${list})`,
    `select t::text from reviews t where reviewer_id in (${list})`,
    `select t::text from sales t where buyer_id in (${list}) or agent_id in (${list})`,
    `select a::text from advertisements a join properties p on p.id = a.property_id where p.agent_id in (${list})`,
  ];
  const digest = queries
    .map((q) => `(select md5(coalesce(string_agg(x, '|' order by x), '')) from (${q}) as r(x))`)
    .join(" || ',' || ");
  const result = await ctx.db.execute(sql.raw(`select ${digest} as d`));
  return (result as unknown as { rows: { d: string }[] }).rows[0]!.d;
}
