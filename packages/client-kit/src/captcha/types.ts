import type { CaptchaConfig, SlideChallenge } from '@mall/shared';

/** The calls and the toast an app gives the captcha (each app has its own request layer). */
export type CaptchaClient = {
  /** GET /api/captcha/config. */
  config: () => Promise<CaptchaConfig>;
  /** GET /api/captcha/slide: a new picture (one attempt). */
  challenge: () => Promise<SlideChallenge>;
  /** POST /api/oauth/verifyCaptcha; true when the captcha passed. */
  verify: (captchaVerifyParam: string, userInfo: string, sceneId: string) => Promise<boolean>;
  toastError: (msg: string) => void;
};
