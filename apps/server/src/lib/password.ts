import { hash, verify, type Options } from '@node-rs/argon2';

/** Argon2id (`Algorithm.Argon2id` is an ambient const enum, unusable with isolatedModules, hence the literal). */
const OPTIONS: Options = {
  algorithm: 2 as Options['algorithm'],
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

/** Hashes a password with argon2id (OWASP's minimum parameters: 19 MiB, 2 passes). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** Constant-time check of a password against its argon2 hash; false for a malformed hash. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let decoyHash: Promise<string> | undefined;
/**
 * Checks a password when there is no account to check it against, so that an unknown name takes as long to
 * refuse as a wrong password (no enumeration by timing). Always false.
 */
export async function verifyAgainstNobody(password: string): Promise<false> {
  decoyHash ??= hashPassword('no-account-has-this-password');
  await verifyPassword(await decoyHash, password);
  return false;
}
