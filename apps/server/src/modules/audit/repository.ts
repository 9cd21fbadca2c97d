import { desc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { auditLog } from '../../db/schema';

export type AuditRow = typeof auditLog.$inferSelect;

export async function insertAuditEntry(db: Database, entry: typeof auditLog.$inferInsert) {
  await db.insert(auditLog).values(entry);
}

/** The latest entries first. */
export function listAuditEntries(db: Database, limit = 100): Promise<AuditRow[]> {
  return db
    .select()
    .from(auditLog)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
}
