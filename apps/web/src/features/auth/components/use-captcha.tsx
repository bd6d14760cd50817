import { useCaptcha as useKitCaptcha, type CaptchaClient } from '@mall/client-kit';
import { toast } from '@/lib/toast';
import { getCaptchaConfig, getSlideChallenge, verifyCaptcha } from '../api/auth-api';

const client: CaptchaClient = {
  config: getCaptchaConfig,
  challenge: getSlideChallenge,
  verify: verifyCaptcha,
  toastError: (msg) => toast.error(msg),
};

/** The storefront's captcha step (spec: before login, registration and not-logged-in SMS). */
export const useCaptcha = () => useKitCaptcha(client);
