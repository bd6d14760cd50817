import { AUTH_CODE } from '@mall/shared';
import { AppError } from '../../../lib/app-error';
import type { EphemeralStore } from '../../../lib/store';

const MAX_FAILED_PASSWORDS = 5;
const FAIL_WINDOW_MS = 15 * 60 * 1000;
const LOCK_MS = 15 * 60 * 1000;
/** Answer to a wrong password and to an unknown name alike, so that neither tells which it was. */
export const WRONG_LOGIN_MSG = '用户名或密码错误';

const failKey = (account: string) => `login:fail:${account}`;
const lockKey = (account: string) => `login:lock:${account}`;

const minutesLeft = (untilMs: number) => Math.max(1, Math.ceil((untilMs - Date.now()) / 60_000));
const lockedError = (untilMs: number) =>
  new AppError(423, `密码错误次数过多，账号已锁定，请 ${minutesLeft(untilMs)} 分钟后再试`, AUTH_CODE.LOCKED);

/**
 * Per-account password lockout in the ephemeral store: 5 wrong passwords within 15 minutes lock the account
 * for 15 minutes. `account` is e.g. `buyer:12`; a name nobody uses is counted under the typed name
 * (`buyer-name:…`), so an unknown name answers exactly like a known one with a wrong password.
 */
export class Lockout {
  constructor(private readonly store: EphemeralStore) {}

  async assertOpen(account: string): Promise<void> {
    const until = Number(await this.store.get(lockKey(account)));
    if (until > Date.now()) throw lockedError(until);
  }

  /** Counts a wrong password and throws the matching error (remaining tries, or locked). */
  async fail(account: string, wrongMsg = WRONG_LOGIN_MSG): Promise<never> {
    const count = await this.store.incr(failKey(account), FAIL_WINDOW_MS);
    if (count >= MAX_FAILED_PASSWORDS) {
      const until = Date.now() + LOCK_MS;
      await this.store.set(lockKey(account), String(until), LOCK_MS);
      await this.store.del(failKey(account));
      throw lockedError(until);
    }
    throw new AppError(
      400,
      `${wrongMsg}，再错 ${MAX_FAILED_PASSWORDS - count} 次账号将被锁定 15 分钟`,
      AUTH_CODE.WRONG_PASSWORD,
    );
  }

  async clear(account: string): Promise<void> {
    await this.store.del(failKey(account));
    await this.store.del(lockKey(account));
  }
}
