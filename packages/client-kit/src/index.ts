export { useCaptcha } from './captcha/use-captcha';
export type { CaptchaClient } from './captcha/types';
