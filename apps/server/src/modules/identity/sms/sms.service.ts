import { randomInt, timingSafeEqual } from 'node:crypto';
import type { SmsPurpose } from '@mall/shared';
import { AUTH_CODE } from '@mall/shared';
import { AppError, tooMany } from '../../../lib/app-error';
import { chinaDate } from '../../../lib/china-day';
import type { EphemeralStore } from '../../../lib/store';
import { hitLimit } from '../../../lib/store-limit';
import type { SmsProvider } from './sms.providers';

const SMS_CODE_TTL_MS = 5 * 60 * 1000;
const SMS_COOLDOWN_MS = 60 * 1000;
const SMS_DAILY_MAX = 10;
const SMS_IP_HOURLY_MAX = 30;
/** Wrong guesses after which a code is void. */
const SMS_MAX_TRIES = 5;

type CodeRecord = { code: string; expiresAt: number };
const codeKey = (purpose: SmsPurpose, mobile: string) => `sms:code:${purpose}:${mobile}`;
const cooldownKeyOf = (mobile: string) => `sms:cooldown:${mobile}`;
const triesKey = (purpose: SmsPurpose, mobile: string) => `sms:tries:${purpose}:${mobile}`;

/** Calendar day in China (UTC+8), e.g. 20261122. */
function chinaDay(now = Date.now()): string {
  return chinaDate(new Date(now)).replaceAll('-', '');
}

/**
 * Verification codes: 6 digits, valid 5 minutes, single use, bound to purpose and mobile; at most one send
 * per mobile per 60 s and 10 per day, 30 per IP per hour. Codes never leave through a response.
 */
export class SmsService {
  constructor(
    private readonly store: EphemeralStore,
    private readonly provider: SmsProvider,
    private readonly logError: (err: unknown, msg: string) => void = () => {},
  ) {}

  /**
   * Sends a new code for `purpose` to `mobile`, enforcing the limits. With `deliver: false` the limits are
   * counted exactly the same but nothing is sent or stored: the answer for a mobile that may not receive a
   * code (not registered) is then indistinguishable from a real send.
   */
  async send(
    mobile: string,
    purpose: SmsPurpose,
    ip: string,
    opts: { deliver?: boolean } = {},
  ): Promise<void> {
    const cooldownKey = cooldownKeyOf(mobile);
    if (!(await this.store.setIfAbsent(cooldownKey, '1', SMS_COOLDOWN_MS))) {
      const left = Math.max(1, Math.ceil((await this.store.ttl(cooldownKey)) / 1000));
      throw tooMany(`验证码发送过于频繁，请 ${left} 秒后再试`);
    }
    try {
      const today = await this.store.incr(`sms:day:${mobile}:${chinaDay()}`, 25 * 3600_000);
      if (today > SMS_DAILY_MAX) throw tooMany('该手机号今日获取验证码次数已达上限，请明天再试');
      await hitLimit(
        this.store,
        `sms:ip:${ip}`,
        SMS_IP_HOURLY_MAX,
        3600_000,
        '获取验证码过于频繁，请稍后再试',
      );
    } catch (err) {
      await this.store.del(cooldownKey);
      throw err;
    }
    if (opts.deliver === false) return;
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const record: CodeRecord = { code, expiresAt: Date.now() + SMS_CODE_TTL_MS };
    await this.store.set(codeKey(purpose, mobile), JSON.stringify(record), SMS_CODE_TTL_MS);
    await this.store.del(triesKey(purpose, mobile));
    try {
      await this.provider.send({ mobile, purpose, code, ttlMinutes: SMS_CODE_TTL_MS / 60_000 });
    } catch (err) {
      await this.store.del(codeKey(purpose, mobile));
      await this.store.del(cooldownKey);
      this.logError(err, 'sms gateway refused');
      throw new AppError(502, '短信发送失败，请稍后再试');
    }
  }

  /** Ends a mobile's 60 s wait before the next code (test support only: a journey's minute passes at once). */
  async endCooldown(mobile: string): Promise<void> {
    await this.store.del(cooldownKeyOf(mobile));
  }

  /** Sends a notification text (no code) through the configured provider; throws when it refuses. */
  async notify(mobile: string, content: string): Promise<void> {
    if (!this.provider.notify) throw new Error(`sms provider ${this.provider.name} cannot send notices`);
    await this.provider.notify(mobile, content);
  }

  /** Checks and consumes a code; throws 400 (code 1004) when wrong, used or expired. */
  async consume(mobile: string, purpose: SmsPurpose, code: string): Promise<void> {
    if (!(await this.check(mobile, purpose, code)))
      throw new AppError(400, '验证码错误或已失效', AUTH_CODE.WRONG_CODE);
  }

  private async check(mobile: string, purpose: SmsPurpose, code: string): Promise<boolean> {
    const key = codeKey(purpose, mobile);
    const raw = await this.store.get(key);
    if (!raw) return false;
    const record = JSON.parse(raw) as CodeRecord;
    if (record.expiresAt <= Date.now()) {
      await this.store.del(key);
      return false;
    }
    const a = Buffer.from(record.code);
    const b = Buffer.from(code);
    if (a.length !== b.length || !timingSafeEqual(a, b)) {
      const tries = await this.store.incr(triesKey(purpose, mobile), SMS_CODE_TTL_MS);
      if (tries >= SMS_MAX_TRIES) await this.store.del(key);
      return false;
    }
    // Single use: only the caller whose take() returns the record wins a race.
    return (await this.store.take(key)) === raw;
  }
}
