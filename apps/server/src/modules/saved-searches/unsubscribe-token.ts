import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Database } from '../../db/client';
import { readOrCreateSecret } from './repository';

/**
 * The unsubscribe links of alert e-mails (CONTRACT.md section 9): a token naming the saved
 * searches it turns off, signed with HMAC-SHA256 under a key the first server makes and stores
 * in the database, so that every server (and every restart) signs and checks the same way, and
 * nobody can turn off a search by guessing its id. `<ids, base64url>.<signature, base64url>`.
 */
export interface UnsubscribeTokens {
  /**
   * Reads (or makes) the key: called once the database is ready, so that signing inside a
   * transaction never reads the database (on the embedded one, that would wait for itself).
   */
  prepare(): Promise<void>;
  sign(savedSearchIds: string[]): Promise<string>;
  /** The saved searches a genuine token names; undefined for anything else. */
  verify(token: string): Promise<string[] | undefined>;
}

const KEY_NAME = 'unsubscribe-signing-key';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Whether `text` is base64url exactly as Node writes it (no padding, no other characters). */
export function isCanonicalBase64Url(text: string): boolean {
  return (
    /^[A-Za-z0-9_-]+$/.test(text) && Buffer.from(text, 'base64url').toString('base64url') === text
  );
}

export function createUnsubscribeTokens(db: Database): UnsubscribeTokens {
  let key: Promise<Buffer> | undefined;
  const signingKey = () => {
    key ??= readOrCreateSecret(db, KEY_NAME, randomBytes(32).toString('base64url')).then(
      (value) => Buffer.from(value, 'base64url'),
      (error: unknown) => {
        key = undefined;
        throw error;
      },
    );
    return key;
  };
  const signature = async (payload: string) =>
    createHmac('sha256', await signingKey())
      .update(`unsubscribe:${payload}`)
      .digest();

  return {
    async prepare() {
      await signingKey();
    },
    async sign(ids) {
      const payload = Buffer.from(ids.join(',')).toString('base64url');
      return `${payload}.${(await signature(payload)).toString('base64url')}`;
    },
    async verify(token) {
      const [payload, given, extra] = token.split('.');
      if (!payload || !given || extra !== undefined) return undefined;
      // Strict base64url: Node's decoder skips characters it does not know and ignores stray
      // bits, so many spellings would decode to the same signature; only the one it makes counts.
      if (!isCanonicalBase64Url(payload) || !isCanonicalBase64Url(given)) return undefined;
      const expected = await signature(payload);
      const actual = Buffer.from(given, 'base64url');
      if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return undefined;
      const ids = Buffer.from(payload, 'base64url').toString().split(',');
      return ids.every((id) => UUID.test(id)) ? ids : undefined;
    },
  };
}
