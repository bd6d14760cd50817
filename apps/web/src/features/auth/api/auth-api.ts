import type { CaptchaConfig, LoginInfo, SlideChallenge, UserInfo } from '@mall/shared';
import { http } from '@/lib/request';

export type PasswordLogin = { grant_type: 'password'; username: string; password: string };
export type SmsLogin = { grant_type: 'sms_code'; mobile: string; code: string };

/** POST /api/oauth/login; failures are silent, the form shows the reason. */
export const login = (body: PasswordLogin | SmsLogin) =>
  http.post<LoginInfo>('/api/oauth/login', body, { auth: false, silent: true });

export const getCaptchaConfig = () =>
  http.get<CaptchaConfig>('/api/captcha/config', undefined, { auth: false });
export const getSlideChallenge = () =>
  http.get<SlideChallenge>('/api/captcha/slide', undefined, { auth: false, silent: true });

/** POST /api/oauth/verifyCaptcha with the spec's body; true when the captcha passed. */
export const verifyCaptcha = (captchaVerifyParam: string, userInfo: string, sceneId: string) =>
  http.post<boolean>(
    '/api/oauth/verifyCaptcha',
    { captchaVerifyParam, redisEnum: 'USER_CAPTCHA_RESULT', sceneId, userInfo },
    { auth: false, silent: true },
  );

/** SMS login code (phoneNumbers, smsType=1); no auth header. */
export const sendLoginSms = (mobile: string) =>
  http.post<null>('/api/oauth/sendSms', { phoneNumbers: mobile, smsType: 1 }, { auth: false, silent: true });

/** Not-logged-in template (registration, password reset); needs the captcha pass for the mobile. */
export const sendNotLoginSms = (mobile: string, purpose: 'WEB_REGISTER' | 'WEB_RESET_PWD') =>
  http.post<null>(
    '/api/user/sendNotLoginSms',
    { phoneNumbers: mobile, smsWebNotLoginTemplateEnum: purpose },
    { auth: false, silent: true },
  );

export type RegisterInput = {
  mobile: string;
  code: string;
  username: string;
  password: string;
  companyName: string;
  agreement: true;
};
export const register = (body: RegisterInput) =>
  http.post<LoginInfo>('/api/user/register', body, { auth: false, silent: true });

export const resetPassword = (body: {
  mobile: string;
  code: string;
  password: string;
  confirmPassword: string;
}) => http.post<null>('/api/user/updatePassword', body, { auth: false, silent: true });

export const getProfile = () => http.post<UserInfo>('/api/user/getUserInfo', {}, { silent: true });
