export { CaptchaService, CAPTCHA_PASS_TTL_MS } from './captcha.service';
export {
  TestCaptchaProvider,
  SlideCaptchaProvider,
  AliyunCaptchaProvider,
  plausibleSlide,
  SLIDE_TOLERANCE,
  type CaptchaProvider,
} from './captcha.providers';
export { captchaRoutes } from './captcha.routes';
