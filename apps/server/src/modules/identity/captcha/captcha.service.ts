import { AUTH_CODE, AUTH_MSG, type VerifyCaptchaBody } from '@mall/shared';
import { AppError } from '../../../lib/app-error';
import type { EphemeralStore } from '../../../lib/store';
import { hitLimit } from '../../../lib/store-limit';
import type { CaptchaProvider } from './captcha.providers';

const CAPTCHA_PASS_TTL_MS = 5 * 60 * 1000;
const passKey = (userInfo: string) => `captcha:pass:USER_CAPTCHA_RESULT:${userInfo.trim().toLowerCase()}`;

/**
 * The captcha step (redisEnum USER_CAPTCHA_RESULT): a successful check stores a one-time pass for the typed
 * username or mobile for 5 minutes; login, registration and not-logged-in SMS sending consume it.
 */
export class CaptchaService {
  constructor(
    private readonly store: EphemeralStore,
    readonly provider: CaptchaProvider,
    private readonly logError: (err: unknown, msg: string) => void = () => {},
  ) {}

  /** Checks a captcha answer; on success stores the pass for `userInfo`. A provider error counts as failure. */
  async verify(body: VerifyCaptchaBody, ip: string): Promise<boolean> {
    await hitLimit(this.store, `captcha:ip:${ip}`, 60, 60_000, '验证过于频繁，请稍后再试');
    let passed: boolean;
    try {
      passed = await this.provider.verify(body.captchaVerifyParam, body.sceneId);
    } catch (err) {
      this.logError(err, 'captcha provider failed');
      passed = false;
    }
    if (passed) await this.store.set(passKey(body.userInfo), String(Date.now()), CAPTCHA_PASS_TTL_MS);
    return passed;
  }

  /** Consumes the pass for `userInfo`; throws 400 请先完成安全验证 without one. */
  async consumePass(userInfo: string): Promise<void> {
    if (!(await this.store.take(passKey(userInfo))))
      throw new AppError(400, AUTH_MSG.CAPTCHA_REQUIRED, AUTH_CODE.CAPTCHA_REQUIRED);
  }
}
