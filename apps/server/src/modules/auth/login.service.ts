import { eq } from 'drizzle-orm';
import { AUTH_CODE, type LoginBody, type LoginInfo } from '@mall/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { verifyPassword } from '../../lib/password';
import type { EphemeralStore } from '../../lib/store';
import { hitLimit } from '../../lib/store-limit';
import type { CaptchaService } from '../captcha';
import { OperatorRepository } from '../operator';
import type { SmsService } from '../sms';
import { UserRepository, users } from '../user';
import { Lockout } from './lockout';
import type { SubjectKind, TokenService, TokenSubject } from './token.service';

export const LOGIN_IP_MAX_PER_MINUTE = 30;
type Meta = { ip: string; userAgent?: string };

/** Buyer login (password or SMS code, after the captcha) and operator login, with lockout and IP limits. */
export class LoginService {
  private readonly users: UserRepository;
  private readonly operators: OperatorRepository;
  readonly lockout: Lockout;

  constructor(
    private readonly db: Db,
    private readonly store: EphemeralStore,
    private readonly tokens: TokenService,
    private readonly captcha: CaptchaService,
    private readonly sms: SmsService,
  ) {
    this.users = new UserRepository(db);
    this.operators = new OperatorRepository(db);
    this.lockout = new Lockout(store);
  }

  private limitIp(ip: string) {
    return hitLimit(
      this.store,
      `login:ip:${ip}`,
      LOGIN_IP_MAX_PER_MINUTE,
      60_000,
      '登录尝试过于频繁，请 1 分钟后再试',
    );
  }

  /** POST /api/oauth/login. */
  async loginBuyer(body: LoginBody, meta: Meta): Promise<LoginInfo> {
    await this.limitIp(meta.ip);
    if (body.grant_type === 'password') {
      await this.captcha.consumePass(body.username);
      const user = await this.users.byLogin(body.username);
      if (!user) throw new AppError(400, '用户名不存在', AUTH_CODE.USER_NOT_FOUND);
      const account = `buyer:${user.id}`;
      await this.lockout.assertOpen(account);
      if (!(await verifyPassword(user.passwordHash, body.password))) await this.lockout.fail(account);
      if (user.status !== 1) throw new AppError(403, '账号已被停用，请联系客服', AUTH_CODE.DISABLED);
      await this.lockout.clear(account);
      return this.start({ kind: 'buyer', id: user.id, username: user.username }, meta);
    }
    await this.captcha.consumePass(body.mobile);
    const user = await this.users.byMobile(body.mobile);
    if (!user) throw new AppError(400, '该手机号未注册，请先注册', AUTH_CODE.USER_NOT_FOUND);
    await this.sms.consume(body.mobile, 'SMS_LOGIN', body.code);
    if (user.status !== 1) throw new AppError(403, '账号已被停用，请联系客服', AUTH_CODE.DISABLED);
    // Holding the phone proves the owner: an SMS login lifts a password lockout.
    await this.lockout.clear(`buyer:${user.id}`);
    return this.start({ kind: 'buyer', id: user.id, username: user.username }, meta);
  }

  private async start(subject: TokenSubject, meta: Meta): Promise<LoginInfo> {
    if (subject.kind === 'buyer')
      await this.db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, subject.id));
    else await this.operators.touchLogin(subject.id);
    return this.tokens.issue(subject, meta);
  }

  /** POST /api/admin/auth/login (no captcha; same lockout and IP limit). */
  async loginOperator(body: { username: string; password: string }, meta: Meta): Promise<LoginInfo> {
    await this.limitIp(meta.ip);
    const op = await this.operators.byUsername(body.username);
    if (!op) throw new AppError(400, '用户名或密码错误', AUTH_CODE.WRONG_PASSWORD);
    const account = `operator:${op.id}`;
    await this.lockout.assertOpen(account);
    if (!(await verifyPassword(op.passwordHash, body.password))) await this.lockout.fail(account);
    if (op.status !== 1) throw new AppError(403, '账号已被停用', AUTH_CODE.DISABLED);
    await this.lockout.clear(account);
    return this.start({ kind: 'operator', id: op.id, username: op.username, role: op.role }, meta);
  }

  /** Re-reads a token's subject at refresh time; null when gone or disabled. */
  loadSubject = async (kind: SubjectKind, id: number): Promise<TokenSubject | null> => {
    if (kind === 'buyer') {
      const user = await this.users.byId(id);
      return user && user.status === 1 ? { kind, id, username: user.username } : null;
    }
    const op = await this.operators.byId(id);
    return op && op.status === 1 ? { kind, id, username: op.username, role: op.role } : null;
  };
}
