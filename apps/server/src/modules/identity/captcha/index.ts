export { CaptchaService } from './captcha.service';
export {
  TestCaptchaProvider,
  SlideCaptchaProvider,
  AliyunCaptchaProvider,
  plausibleSlide,
  type CaptchaProvider,
} from './captcha.providers';
export { captchaRoutes } from './captcha.routes';
