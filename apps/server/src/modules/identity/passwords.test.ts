import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords';

/** Made by the `argon2` package (0.45.1) the site used before, as stored accounts hold it. */
const STORED_BEFORE =
  '$argon2id$v=19$m=19456,p=1,t=2$VEmXzMWDpf41zEUd8d4zXQ$YQp49sFOpH+ngq+0kvT1XWtw0rhmfo1EIjbZwsFK9Qw';

describe('passwords', () => {
  it('hashes with argon2id at 19 MiB, two passes, one lane, a new salt each time', async () => {
    const [first, second] = await Promise.all([
      hashPassword('Correct-Horse-9'),
      hashPassword('Correct-Horse-9'),
    ]);
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword(first, 'Correct-Horse-9')).toBe(true);
    expect(await verifyPassword(first, 'correct-horse-9')).toBe(false);
  });

  it('verifies the hashes stored before the library changed', async () => {
    expect(await verifyPassword(STORED_BEFORE, 'Correct-Horse-9')).toBe(true);
    expect(await verifyPassword(STORED_BEFORE, 'Wrong-Horse-9')).toBe(false);
  });

  it('says no, without throwing, for no hash or a damaged one', async () => {
    expect(await verifyPassword(null, 'Correct-Horse-9')).toBe(false);
    expect(await verifyPassword('$argon2id$v=19$garbage', 'Correct-Horse-9')).toBe(false);
  });
});
