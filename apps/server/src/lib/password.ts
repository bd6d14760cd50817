import { hash, verify, type Options } from '@node-rs/argon2';

/** Argon2id (`Algorithm.Argon2id` is an ambient const enum, unusable with isolatedModules, hence the literal). */
const PRODUCTION: Options = {
  algorithm: 2 as Options['algorithm'],
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

/**
 * The server's test suites only: argon2id at its lowest cost (1 MiB, 1 pass), about 1 ms a hash instead of
 * 45. Fixtures and seeds hashed about 900 passwords per `npm test` and logins checked about 1,000; the
 * server and sweep projects' CPU fell from 550 to 517 s. Hashes carry their own parameters, so a login
 * checks a cheap hash cheaply. Only the
 * suites' set-up file (testing/vitest-setup.ts) switches it on; password.test.ts checks that the cost
 * otherwise is OWASP's.
 */
const TEST: Options = { ...PRODUCTION, memoryCost: 1024, timeCost: 1 };

let options = PRODUCTION;

/** Switches this process to the test cost (the server's vitest set-up file). */
export function setTestPasswordCost(on: boolean): void {
  options = on ? TEST : PRODUCTION;
}

/** Hashes a password with argon2id (OWASP's minimum parameters: 19 MiB, 2 passes). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

/** Constant-time check of a password against its argon2 hash; false for a malformed hash. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let decoyHash: { options: Options; hash: Promise<string> } | undefined;
/**
 * Checks a password when there is no account to check it against, so that an unknown name takes as long to
 * refuse as a wrong password (no enumeration by timing). Always false.
 */
export async function verifyAgainstNobody(password: string): Promise<false> {
  if (decoyHash?.options !== options)
    decoyHash = { options, hash: hashPassword('no-account-has-this-password') };
  await verifyPassword(await decoyHash.hash, password);
  return false;
}
