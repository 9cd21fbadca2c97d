import {
  FRESH_SIGN_IN_MINUTES,
  identityMessages,
  messages,
  ruleMessages,
  type AccountDeletionBody,
  type AccountDeletionCheck,
} from '@elite/shared';
import type { Database } from '../../db/client';
import { badRequest, conflict, forbidden, unauthorized } from '../../lib/errors';
import type { AuditActor } from '../audit/service';
import { verifyPassword } from '../identity/passwords';
import { sessionSignIn } from '../identity/repository';
import type { Session } from '../identity/service';
import { deleteUser } from '../users/service';
import { exportSections } from './export-sections';
import { privacyMessages } from './messages';
import { findAccount, type ExportCaller } from './repository';

/*
 * "Take my data and leave" (CONTRACT.md section 16, docs/decisions/068): the signed-in person
 * reads everything the site holds about them as one JSON file, written a section and a page at
 * a time, and deletes their own account as an admin's delete does.
 */

/** Rows read per query: a section of any size is held in memory a page at a time. */
export const EXPORT_PAGE_ROWS = 500;

/** Whether the session's sign-in is recent enough to stand for a password. */
async function signedInRecently(db: Database, session: Session): Promise<boolean> {
  return (await sessionSignIn(db, session.sessionId, FRESH_SIGN_IN_MINUTES))?.recent === true;
}

/** GET /api/auth/me/deletion: what deleting the account asks for, so the app asks just that. */
export async function deletionCheck(db: Database, session: Session): Promise<AccountDeletionCheck> {
  return {
    password_required: session.user.passwordHash !== null,
    recent_sign_in: await signedInRecently(db, session),
  };
}

/**
 * DELETE /api/auth/me. An admin cannot (409, the admins' rule). An account with a password
 * confirms with it (400 without it or when wrong, as the change of password answers); one that
 * signs in only with Google or Facebook by a sign-in at most FRESH_SIGN_IN_MINUTES old (403
 * otherwise: sign in again). Then the account goes exactly as an admin deletes it
 * (users/service.ts deleteUser, audited with the person as the actor).
 */
export async function deleteOwnAccount(
  db: Database,
  actor: AuditActor,
  session: Session,
  body: AccountDeletionBody | null | undefined,
): Promise<void> {
  const { user } = session;
  if (user.role === 'admin') throw conflict(ruleMessages.adminProtected);
  if (user.passwordHash !== null) {
    if (!body?.password) throw badRequest(privacyMessages.passwordRequired);
    if (!(await verifyPassword(user.passwordHash, body.password))) {
      throw badRequest(identityMessages.currentPasswordIncorrect);
    }
  } else if (!(await signedInRecently(db, session))) {
    throw forbidden(privacyMessages.signInAgain);
  }
  await deleteUser(db, actor, user.id);
}

/** Who a file is for, from the signed-in session. */
export function exportCaller(session: Session): ExportCaller {
  return { id: session.user.id, email: session.user.email, sessionId: session.sessionId };
}

/** The account section: its stored fields, the agency as `{_id, name}`. */
async function accountSection(db: Database, me: ExportCaller) {
  const row = await findAccount(db, me.id);
  // Deleted while the file was asked for: the token no longer stands for anyone.
  if (!row) throw unauthorized(messages.notSignedIn);
  const { agency_id, agency_name, ...account } = row;
  return { ...account, agency: agency_id ? { _id: agency_id, name: agency_name } : null };
}

/**
 * GET /api/auth/me/export as a stream of JSON text: the account first (read before the answer
 * starts, so a failure there is an ordinary error answer), then each section's rows, a page of
 * EXPORT_PAGE_ROWS per query, never the whole file in memory.
 */
export async function exportDocument(
  db: Database,
  me: ExportCaller,
  now = new Date(),
): Promise<AsyncGenerator<string>> {
  const account = await accountSection(db, me);
  return (async function* write() {
    const head = { format: 'elite-property-export/1', exported_at: now.toISOString(), account };
    yield JSON.stringify(head).slice(0, -1);
    for (const [name, query] of exportSections) {
      yield `,${JSON.stringify(name)}:[`;
      let after: string | null = null;
      let first = true;
      for (;;) {
        const rows = await query(db, me, { after, limit: EXPORT_PAGE_ROWS });
        if (rows.length > 0) {
          yield (first ? '' : ',') + rows.map((row) => JSON.stringify(row)).join(',');
          first = false;
        }
        if (rows.length < EXPORT_PAGE_ROWS) break;
        after = rows.at(-1)!._id;
      }
      yield ']';
    }
    yield '}';
  })();
}
