import { eq } from 'drizzle-orm';
import { AUTH_CODE, type LoginBody, type LoginInfo } from '@mall/shared';
import type { Db } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { verifyAgainstNobody, verifyPassword } from '../../../lib/password';
import type { EphemeralStore } from '../../../lib/store';
import { hitLimit } from '../../../lib/store-limit';
import type { CaptchaService } from '../captcha';
import { OperatorRepository } from '../operator';
import type { SmsService } from '../sms';
import { UserRepository } from '../user';
import { users } from '../user/user.table';
import { Lockout } from './lockout';
import { OperatorLoginGuard } from './operator-login-guard';
import { rememberAddress, type NewSignIn, type NewSignInHook } from './sign-in-addresses';
import type { SubjectKind, TokenService, TokenSubject } from './token.service';

const LOGIN_IP_MAX_PER_MINUTE = 30;
type Meta = { ip: string; userAgent?: string };

/** Buyer login (password or SMS code, after the captcha) and operator login, with lockout and IP limits. */
export class LoginService {
  private readonly users: UserRepository;
  private readonly operators: OperatorRepository;
  readonly lockout: Lockout;
  readonly operatorGuard: OperatorLoginGuard;

  constructor(
    private readonly db: Db,
    private readonly store: EphemeralStore,
    private readonly tokens: TokenService,
    private readonly captcha: CaptchaService,
    private readonly sms: SmsService,
    /** Told of a buyer's sign-in from an address new to him (security.signin). */
    private readonly newSignIn?: NewSignInHook,
  ) {
    this.users = new UserRepository(db);
    this.operators = new OperatorRepository(db);
    this.lockout = new Lockout(store);
    this.operatorGuard = new OperatorLoginGuard(store);
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
      // An unknown name is counted like a wrong password under the typed name: the answers are the same.
      const account = user ? `buyer:${user.id}` : `buyer-name:${body.username.trim().toLowerCase()}`;
      await this.lockout.assertOpen(account);
      const passed = user
        ? await verifyPassword(user.passwordHash, body.password)
        : await verifyAgainstNobody(body.password);
      if (!user || !passed) return this.lockout.fail(account);
      if (user.status !== 1) throw new AppError(403, '账号已被停用，请联系客服', AUTH_CODE.DISABLED);
      await this.assertMemberActive(user.id);
      await this.lockout.clear(account);
      return this.start(
        { kind: 'buyer', id: user.id, username: user.username, mustChangePassword: user.mustChangePassword },
        meta,
        'password',
      );
    }
    await this.captcha.consumePass(body.mobile);
    // No code is ever sent to an unregistered mobile, so it fails here like a wrong code.
    await this.sms.consume(body.mobile, 'SMS_LOGIN', body.code);
    const user = await this.users.byMobile(body.mobile);
    if (!user) throw new AppError(400, '验证码错误或已失效', AUTH_CODE.WRONG_CODE);
    if (user.status !== 1) throw new AppError(403, '账号已被停用，请联系客服', AUTH_CODE.DISABLED);
    await this.assertMemberActive(user.id);
    // Holding the phone proves the owner: an SMS login lifts a password lockout.
    await this.lockout.clear(`buyer:${user.id}`);
    return this.start(
      { kind: 'buyer', id: user.id, username: user.username, mustChangePassword: user.mustChangePassword },
      meta,
      'sms',
    );
  }

  /** A company member disabled by the company's 管理员 cannot sign in. */
  private async assertMemberActive(userId: number): Promise<void> {
    if (await this.users.memberDisabled(userId))
      throw new AppError(403, '您的企业账号已被管理员停用，请联系企业管理员', AUTH_CODE.DISABLED);
  }

  private async start(subject: TokenSubject, meta: Meta, how?: NewSignIn['how']): Promise<LoginInfo> {
    if (subject.kind === 'buyer') await this.signedIn(subject, meta, how ?? 'password');
    else await this.operators.touchLogin(subject.id);
    return this.tokens.issue(subject, meta);
  }

  /**
   * A buyer's sign-in: its time, and its address among those he signed in from; one from an address new to
   * him (not his first ever) is announced in the same transaction, its mail queued once it commits.
   */
  private async signedIn(subject: TokenSubject, meta: Meta, how: NewSignIn['how']): Promise<void> {
    const at = new Date();
    const after: (() => void)[] = [];
    await this.db.transaction(async (tx) => {
      await tx.update(users).set({ lastLoginAt: at }).where(eq(users.id, subject.id));
      if (!meta.ip || (await rememberAddress(tx, subject.id, meta.ip, at)) !== 'new') return;
      await this.newSignIn?.run(tx, {
        userId: subject.id,
        username: subject.username,
        ip: meta.ip,
        userAgent: meta.userAgent ?? '',
        how,
        at,
        afterCommit: (fn) => void after.push(fn),
      });
    });
    for (const fn of after) fn();
  }

  /**
   * POST /api/admin/auth/login: captcha pass for the username, the IP limit, then the operator guard (no lock
   * an attacker can impose on the real operator; one answer for an unknown name and a wrong password).
   */
  async loginOperator(body: { username: string; password: string }, meta: Meta): Promise<LoginInfo> {
    await this.limitIp(meta.ip);
    await this.captcha.consumePass(body.username);
    await this.operatorGuard.assertOpen(body.username, meta.ip);
    const op = await this.operators.byUsername(body.username);
    const passed = op
      ? await verifyPassword(op.passwordHash, body.password)
      : await verifyAgainstNobody(body.password);
    if (!op || !passed) return this.operatorGuard.fail(body.username, meta.ip);
    if (op.status !== 1) throw new AppError(403, '账号已被停用', AUTH_CODE.DISABLED);
    await this.operatorGuard.succeeded(body.username, meta.ip);
    return this.start({ kind: 'operator', id: op.id, username: op.username, role: op.role }, meta);
  }

  /** Re-reads a token's subject at refresh time; null when gone or disabled. */
  loadSubject = async (kind: SubjectKind, id: number): Promise<TokenSubject | null> => {
    if (kind === 'buyer') {
      const user = await this.users.byId(id);
      if (!user || user.status !== 1 || (await this.users.memberDisabled(id))) return null;
      return { kind, id, username: user.username, mustChangePassword: user.mustChangePassword };
    }
    if (kind !== 'operator') return null;
    const op = await this.operators.byId(id);
    return op && op.status === 1 ? { kind, id, username: op.username, role: op.role } : null;
  };
}
