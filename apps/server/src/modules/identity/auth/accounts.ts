import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../../../config/env';
import type { Db } from '../../../db/client';
import { Hook } from '../../../lib/hook';
import type { EphemeralStore } from '../../../lib/store';
import type { App } from '../../../lib/types';
import {
  AliyunCaptchaProvider,
  CaptchaService,
  captchaRoutes,
  SlideCaptchaProvider,
  TestCaptchaProvider,
  type CaptchaProvider,
} from '../captcha';
import { OperatorAdminService, OperatorRepository, operatorAdminRoutes, operatorRoutes } from '../operator';
import { AliyunSmsProvider, ConsoleSmsProvider, SmsService, smsRoutes, type SmsProvider } from '../sms';
import { UserService, userRoutes, type PasswordChange } from '../user';
import { authRoutes } from './auth.routes';
import { LoginService } from './login.service';
import { newSignInHook, rememberAddress } from './sign-in-addresses';
import { ACCESS_TTL_MS, TokenService, passwordChangedKey } from './token.service';

export type Accounts = ReturnType<typeof createAccounts>;

/** Builds the account services (tokens, captcha, SMS, users, operators) with the configured providers. */
export function createAccounts(deps: { env: Env; db: Db; store: EphemeralStore; log: FastifyBaseLogger }) {
  const { env, db, store, log } = deps;
  const logError = (err: unknown, msg: string) => log.error({ err }, msg);
  const aliyunCredentials = {
    accessKeyId: env.ALIYUN_ACCESS_KEY_ID ?? '',
    accessKeySecret: env.ALIYUN_ACCESS_KEY_SECRET ?? '',
  };

  const captchaProvider: CaptchaProvider =
    env.CAPTCHA_PROVIDER === 'test'
      ? new TestCaptchaProvider()
      : env.CAPTCHA_PROVIDER === 'aliyun'
        ? new AliyunCaptchaProvider(store, {
            endpoint: env.ALIYUN_CAPTCHA_ENDPOINT,
            credentials: aliyunCredentials,
            sceneId: env.ALIYUN_CAPTCHA_SCENE_ID,
          })
        : new SlideCaptchaProvider(store);
  const outbox =
    env.smsProvider === 'console' ? new ConsoleSmsProvider(store, (msg) => log.info(msg)) : undefined;
  const smsProvider: SmsProvider =
    outbox ??
    new AliyunSmsProvider({
      endpoint: env.ALIYUN_SMS_ENDPOINT,
      credentials: aliyunCredentials,
      signName: env.ALIYUN_SMS_SIGN_NAME,
      templateCode: env.ALIYUN_SMS_TEMPLATE_CODE,
      noticeTemplateCode: env.ALIYUN_SMS_NOTICE_TEMPLATE_CODE,
    });

  const tokens = new TokenService(db, store, env.JWT_SECRET);
  const captcha = new CaptchaService(store, captchaProvider, logError);
  const sms = new SmsService(store, smsProvider, logError);
  /** A buyer signed in from an address new to him: the notification domain (above) tells him. */
  const newSignIn = newSignInHook();
  const login = new LoginService(db, store, tokens, captcha, sms, newSignIn);
  /** A buyer's password changed: the notification domain (above) tells him, whatever his preferences. */
  const passwordChanged = new Hook<[PasswordChange]>('identity.passwordChanged');
  const users = new UserService(db, store, sms, captcha, {
    // Registration signs the new buyer in: his first address, told to nobody.
    issue: async (user, meta) => {
      if (meta.ip) await rememberAddress(db, user.id, meta.ip, new Date());
      return tokens.issue({ kind: 'buyer', id: user.id, username: user.username }, meta);
    },
    revokeAll: (userId, keep) => tokens.revokeAll('buyer', userId, keep),
    passwordChanged: (userId) => store.set(passwordChangedKey(userId), '1', ACCESS_TTL_MS + 60_000),
    announcePasswordChanged: async (change) => {
      try {
        await passwordChanged.run(change);
      } catch (err) {
        logError(err, 'password change notice failed');
      }
    },
    clearLockout: (userId) => login.lockout.clear(`buyer:${userId}`),
    assertPasswordOpen: (userId) => login.lockout.assertOpen(`buyer:${userId}`),
    passwordFailed: (userId, msg) => login.lockout.fail(`buyer:${userId}`, msg),
  });
  const operators = new OperatorRepository(db);
  const operatorAdmin = new OperatorAdminService(db, {
    revokeAll: (id) => tokens.revokeAll('operator', id),
    unlockLogin: (username) => login.operatorGuard.unlock(username),
    loginFailures: (username) => login.operatorGuard.failures(username),
  });
  return {
    env,
    store,
    tokens,
    captcha,
    sms,
    login,
    users,
    operators,
    operatorAdmin,
    outbox,
    passwordChanged,
    newSignIn,
  };
}

/** Registers the routes of the account modules. */
export function accountsRoutes(app: App, accounts: Accounts) {
  const { env } = accounts;
  authRoutes(app, { login: accounts.login, tokens: accounts.tokens, webClientSecret: env.WEB_CLIENT_SECRET });
  captchaRoutes(app, {
    captcha: accounts.captcha,
    store: accounts.store,
    sceneId: env.ALIYUN_CAPTCHA_SCENE_ID,
  });
  smsRoutes(app, {
    sms: accounts.sms,
    mobileRegistered: async (mobile) => Boolean(await accounts.users.repo.byMobile(mobile)),
    ...(env.NODE_ENV !== 'production' && accounts.outbox ? { outbox: accounts.outbox } : {}),
    testSupport: env.TEST_SUPPORT,
  });
  userRoutes(app, { users: accounts.users });
  operatorRoutes(app, { operators: accounts.operators });
  operatorAdminRoutes(app, { admin: accounts.operatorAdmin });
}
