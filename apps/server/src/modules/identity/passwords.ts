import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';

/**
 * Argon2id at OWASP's minimum (19 MiB, two passes, one lane). @node-rs/argon2 computes the same
 * hashes (the same PHC strings, so every stored hash still verifies) in about a third of the
 * CPU of the `argon2` package's reference C code (docs/decisions/057): a sign-in costs the
 * site less, not an attacker.
 */
const options: Options = {
  // Algorithm.Argon2id: the enum is declared `const`, which isolated modules cannot read.
  algorithm: 2 as Algorithm.Argon2id,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

/** A hash of nothing in particular, so an unknown e-mail costs as much time as a wrong password. */
let decoy: Promise<string> | undefined;

export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (stored === null) {
    decoy ??= hashPassword('decoy-password-never-matches');
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}
