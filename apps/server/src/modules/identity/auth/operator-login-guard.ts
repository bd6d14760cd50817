import { AUTH_CODE } from '@mall/shared';
import { AppError, tooMany } from '../../../lib/app-error';
import type { EphemeralStore } from '../../../lib/store';
import { WRONG_LOGIN_MSG } from './lockout';

/** Wrong passwords from one address for one name within the window before that pair is shut out. */
const OPERATOR_PAIR_MAX_FAILS = 5;
const OPERATOR_PAIR_LOCK_MS = 15 * 60 * 1000;
/** Wrong passwords for one name from all addresses before each further try must wait (doubling, capped). */
const OPERATOR_BACKOFF_AFTER = 10;
const OPERATOR_BACKOFF_MAX_MS = 60_000;
/** Failed operator logins from one address in an hour, whatever the names, before it is refused. */
const OPERATOR_IP_MAX_FAILS = 20;
const WINDOW_MS = 15 * 60 * 1000;
const EPOCH_TTL_MS = 24 * 3600_000;

const norm = (username: string) => username.trim().toLowerCase();

/**
 * Operator login throttling that an attacker cannot turn into a lockout of the real operator:
 * - the (name, address) pair: 5 wrong passwords in 15 minutes shut that address out for that name for 15
 *   minutes; the operator's own address is not affected;
 * - the name across all addresses: past 10 wrong passwords in 15 minutes each try waits a doubling delay of
 *   at most 60 s (a slowdown, never a lock);
 * - the address across all names: 20 failures in an hour refuse it for the rest of the hour.
 * Everything is counted under the typed name, known or not, so the answers never tell whether a name
 * exists. A 超级管理员 lifts all of it for a name at once (`unlock` moves the name to a new epoch).
 */
export class OperatorLoginGuard {
  constructor(private readonly store: EphemeralStore) {}

  private async keys(username: string, ip: string) {
    const name = norm(username);
    const epoch = (await this.store.get(`login:op-epoch:${name}`)) ?? '0';
    const base = `login:op:${name}:${epoch}`;
    return {
      pairFails: `${base}:fail:${ip}`,
      pairLock: `${base}:lock:${ip}`,
      nameFails: `${base}:fails`,
      nameWait: `${base}:wait`,
      ipFails: `login:op-ip:${ip}`,
    };
  }

  /** Refuses the attempt before the password is checked when a limit applies. */
  async assertOpen(username: string, ip: string): Promise<void> {
    const k = await this.keys(username, ip);
    if (Number(await this.store.get(`limit:${k.ipFails}`)) >= OPERATOR_IP_MAX_FAILS)
      throw tooMany('登录失败次数过多，请 1 小时后再试');
    const until = Number(await this.store.get(k.pairLock));
    if (until > Date.now())
      throw new AppError(
        423,
        `登录失败次数过多，请 ${Math.max(1, Math.ceil((until - Date.now()) / 60_000))} 分钟后再试，或请超级管理员解除锁定`,
        AUTH_CODE.LOCKED,
      );
    const waitUntil = Number(await this.store.get(k.nameWait));
    if (waitUntil > Date.now())
      throw tooMany(
        `登录尝试过于频繁，请 ${Math.max(1, Math.ceil((waitUntil - Date.now()) / 1000))} 秒后再试`,
      );
  }

  /** Counts a failed attempt (unknown name or wrong password alike) and throws the one answer. */
  async fail(username: string, ip: string): Promise<never> {
    const k = await this.keys(username, ip);
    await this.store.incr(`limit:${k.ipFails}`, 3600_000);
    const nameFails = await this.store.incr(k.nameFails, WINDOW_MS);
    if (nameFails >= OPERATOR_BACKOFF_AFTER) {
      const ms = Math.min(OPERATOR_BACKOFF_MAX_MS, 1000 * 2 ** (nameFails - OPERATOR_BACKOFF_AFTER));
      await this.store.set(k.nameWait, String(Date.now() + ms), ms);
    }
    const pairFails = await this.store.incr(k.pairFails, WINDOW_MS);
    if (pairFails >= OPERATOR_PAIR_MAX_FAILS) {
      await this.store.set(k.pairLock, String(Date.now() + OPERATOR_PAIR_LOCK_MS), OPERATOR_PAIR_LOCK_MS);
      await this.store.del(k.pairFails);
    }
    throw new AppError(400, WRONG_LOGIN_MSG, AUTH_CODE.WRONG_PASSWORD);
  }

  /** After a successful login: the name's and this address's counters start again. */
  async succeeded(username: string, ip: string): Promise<void> {
    const k = await this.keys(username, ip);
    await this.store.del(k.pairFails);
    await this.store.del(k.nameFails);
    await this.store.del(k.nameWait);
  }

  /** Wrong passwords for the name in the current window, from any address (the console's operator list). */
  async failures(username: string): Promise<number> {
    const k = await this.keys(username, '');
    return Number(await this.store.get(k.nameFails)) || 0;
  }

  /** Lifts every lock, delay and count for a name (a 超级管理员's unlock, a password reset). */
  async unlock(username: string): Promise<void> {
    await this.store.incr(`login:op-epoch:${norm(username)}`, EPOCH_TTL_MS);
  }
}
