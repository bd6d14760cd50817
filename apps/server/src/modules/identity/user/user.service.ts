import {
  AUTH_CODE,
  passwordProblem,
  type LoginInfo,
  type ModifyUserInfoBody,
  type RegisterBody,
  type UserInfo,
} from '@mall/shared';
import type { Db } from '../../../db/client';
import { isUniqueViolation } from '../../../db/pg-errors';
import { AppError, badRequest, conflict, unauthorized } from '../../../lib/app-error';
import { hashPassword, verifyPassword } from '../../../lib/password';
import type { EphemeralStore } from '../../../lib/store';
import type { CaptchaService } from '../captcha';
import type { SmsService } from '../sms';
import { UserRepository } from './user.repository';
import type { UserRow } from './user.table';

/** What the account calls need from the auth module (sessions and lockout), as a port. */
/** A buyer's password changed: by an SMS-verified reset or with the old password. */
export type PasswordChange = { userId: number; username: string; how: 'reset' | 'modify'; at: Date };

export type AccountSessions = {
  /** Starts a session for a buyer (registration signs the new buyer in). */
  issue(
    user: { id: number; username: string },
    meta: { ip?: string; userAgent?: string },
  ): Promise<LoginInfo>;
  /** Revokes every session of a buyer except `keepSessionId`. */
  revokeAll(userId: number, keepSessionId?: string): Promise<void>;
  /** Marks the initial password replaced (first-login tokens stop being limited). */
  passwordChanged?(userId: number): Promise<void>;
  /** Tells the owner his password changed (a security notice; never fails the change). */
  announcePasswordChanged?(change: PasswordChange): Promise<void>;
  /** Lifts a password lockout (after the owner proved the mobile). */
  clearLockout(userId: number): Promise<void>;
  /** Throws 423 while the account is locked by wrong passwords (login and password change share it). */
  assertPasswordOpen(userId: number): Promise<void>;
  /** Counts a wrong password against the account's lockout and throws (`msg` plus the tries left, or 锁定). */
  passwordFailed(userId: number, msg: string): Promise<never>;
};

const OLD_PHONE_OK_TTL_MS = 10 * 60 * 1000;
const oldPhoneOkKey = (userId: number) => `user:old-phone-ok:${userId}`;

const maskMobile = (mobile: string) => mobile.replace(/^(\d{3})\d{4}(\d{4})$/, '$1****$2');

function toUserInfo(row: UserRow): UserInfo {
  return {
    id: row.id,
    username: row.username,
    mobile: row.mobile,
    maskedMobile: maskMobile(row.mobile),
    companyName: row.companyName,
    name: row.name,
    email: row.email,
    position: row.position,
    avatar: row.avatar,
    createdAt: row.createdAt.toISOString(),
    ...(row.mustChangePassword ? { mustChangePassword: true } : {}),
  };
}

/** Buyer accounts: registration, password reset and change, profile, phone change, account SMS. */
export class UserService {
  readonly repo: UserRepository;

  constructor(
    db: Db,
    private readonly store: EphemeralStore,
    private readonly sms: SmsService,
    private readonly captcha: CaptchaService,
    private readonly sessions: AccountSessions,
  ) {
    this.repo = new UserRepository(db);
  }

  /** Registers a buyer (captcha pass for the mobile, WEB_REGISTER code) and signs them in. */
  async register(body: RegisterBody, meta: { ip: string; userAgent?: string }): Promise<LoginInfo> {
    await this.captcha.consumePass(body.mobile);
    await this.assertFree(body.username, body.mobile);
    await this.sms.consume(body.mobile, 'WEB_REGISTER', body.code);
    let row: UserRow;
    try {
      row = await this.repo.insert({
        username: body.username,
        mobile: body.mobile,
        passwordHash: await hashPassword(body.password),
        companyName: body.companyName,
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict('用户名或手机号已被注册');
      throw err;
    }
    return this.sessions.issue(row, meta);
  }

  private async assertFree(username: string, mobile: string): Promise<void> {
    if (await this.repo.byUsername(username))
      throw new AppError(409, '该用户名已被注册', AUTH_CODE.USERNAME_TAKEN);
    if (await this.repo.byMobile(mobile)) throw new AppError(409, '该手机号已被注册', AUTH_CODE.MOBILE_TAKEN);
  }

  /** Resets a forgotten password with a WEB_RESET_PWD code; every session of the account is revoked. */
  async resetPassword(body: { mobile: string; code: string; password: string }): Promise<void> {
    const user = await this.repo.byMobile(body.mobile);
    if (!user) throw new AppError(400, '该手机号未注册', AUTH_CODE.USER_NOT_FOUND);
    const problem = passwordProblem(body.password, user.username);
    if (problem) throw badRequest(problem);
    await this.sms.consume(body.mobile, 'WEB_RESET_PWD', body.code);
    await this.repo.update(user.id, {
      passwordHash: await hashPassword(body.password),
      mustChangePassword: false,
    });
    await this.sessions.revokeAll(user.id);
    await this.sessions.clearLockout(user.id);
    await this.sessions.announcePasswordChanged?.({
      userId: user.id,
      username: user.username,
      how: 'reset',
      at: new Date(),
    });
  }

  /** Changes the password (old one required); every other session is revoked. */
  async modifyPassword(
    buyer: { id: number; sessionId: string },
    body: { oldPassword: string; password: string },
  ): Promise<void> {
    const user = await this.activeUser(buyer.id);
    // Wrong old passwords count like wrong logins: a stolen session cannot guess its way to a new password.
    await this.sessions.assertPasswordOpen(user.id);
    if (!(await verifyPassword(user.passwordHash, body.oldPassword)))
      return this.sessions.passwordFailed(user.id, '原密码不正确');
    await this.sessions.clearLockout(user.id);
    const problem = passwordProblem(body.password, user.username);
    if (problem) throw badRequest(problem);
    if (body.password === body.oldPassword) throw badRequest('新密码不能与原密码相同');
    await this.repo.update(user.id, {
      passwordHash: await hashPassword(body.password),
      mustChangePassword: false,
    });
    if (user.mustChangePassword) await this.sessions.passwordChanged?.(user.id);
    await this.sessions.revokeAll(user.id, buyer.sessionId);
    await this.sessions.announcePasswordChanged?.({
      userId: user.id,
      username: user.username,
      how: 'modify',
      at: new Date(),
    });
  }

  async profile(userId: number): Promise<UserInfo> {
    return toUserInfo(await this.activeUser(userId));
  }

  async modifyProfile(userId: number, body: ModifyUserInfoBody): Promise<UserInfo> {
    const user = await this.activeUser(userId);
    const values: Partial<UserRow> = Object.fromEntries(
      Object.entries(body).filter(([, v]) => v !== undefined),
    );
    // A changed address receives no mail until its member confirms it (通知设置 sends the link).
    if (body.email !== undefined && body.email !== user.email) values.emailConfirmedAt = null;
    const row = await this.repo.update(userId, values);
    return toUserInfo(row!);
  }

  /** Step 1 of a phone change: the WEB_VERIFY_OLD_PHONE code proves the current mobile. */
  async verifyOldPhone(userId: number, code: string): Promise<void> {
    const user = await this.activeUser(userId);
    await this.sms.consume(user.mobile, 'WEB_VERIFY_OLD_PHONE', code);
    await this.store.set(oldPhoneOkKey(userId), '1', OLD_PHONE_OK_TTL_MS);
  }

  /** Step 2: the new mobile with its WEB_VERIFY_NEW_PHONE code (within 10 minutes of step 1). */
  async modifyPhone(userId: number, body: { mobile: string; code: string }): Promise<UserInfo> {
    const user = await this.activeUser(userId);
    if (!(await this.store.get(oldPhoneOkKey(userId)))) throw badRequest('请先验证原手机号');
    if (body.mobile === user.mobile) throw badRequest('新手机号不能与原手机号相同');
    if (await this.repo.byMobile(body.mobile))
      throw new AppError(409, '该手机号已被其他账号使用', AUTH_CODE.MOBILE_TAKEN);
    await this.sms.consume(body.mobile, 'WEB_VERIFY_NEW_PHONE', body.code);
    let row: UserRow | null;
    try {
      row = await this.repo.update(userId, { mobile: body.mobile });
    } catch (err) {
      if (isUniqueViolation(err)) throw new AppError(409, '该手机号已被其他账号使用', AUTH_CODE.MOBILE_TAKEN);
      throw err;
    }
    await this.store.del(oldPhoneOkKey(userId));
    return toUserInfo(row!);
  }

  /** SMS variant 1 (logged in): codes for the own mobile, or the new mobile after step 1 of a phone change. */
  async sendUserSms(
    userId: number,
    purpose: 'WEB_UPDATE_PWD' | 'WEB_VERIFY_OLD_PHONE' | 'WEB_VERIFY_NEW_PHONE',
    phoneNumbers: string | undefined,
    ip: string,
  ): Promise<void> {
    const user = await this.activeUser(userId);
    if (purpose !== 'WEB_VERIFY_NEW_PHONE') return this.sms.send(user.mobile, purpose, ip);
    if (!phoneNumbers) throw badRequest('请输入新手机号');
    if (!(await this.store.get(oldPhoneOkKey(userId)))) throw badRequest('请先验证原手机号');
    if (phoneNumbers === user.mobile) throw badRequest('新手机号不能与原手机号相同');
    if (await this.repo.byMobile(phoneNumbers))
      throw new AppError(409, '该手机号已被其他账号使用', AUTH_CODE.MOBILE_TAKEN);
    return this.sms.send(phoneNumbers, purpose, ip);
  }

  /** SMS variant 2 (not logged in): registration or password reset; needs a captcha pass for the mobile. */
  async sendNotLoginSms(
    mobile: string,
    purpose: 'WEB_REGISTER' | 'WEB_RESET_PWD',
    ip: string,
  ): Promise<void> {
    await this.captcha.consumePass(mobile);
    const registered = Boolean(await this.repo.byMobile(mobile));
    if (purpose === 'WEB_REGISTER' && registered)
      throw new AppError(409, '该手机号已被注册', AUTH_CODE.MOBILE_TAKEN);
    if (purpose === 'WEB_RESET_PWD' && !registered)
      throw new AppError(400, '该手机号未注册', AUTH_CODE.USER_NOT_FOUND);
    return this.sms.send(mobile, purpose, ip);
  }

  private async activeUser(id: number): Promise<UserRow> {
    const user = await this.repo.byId(id);
    if (!user || user.status !== 1) throw unauthorized('账号不可用，请重新登录');
    return user;
  }
}
