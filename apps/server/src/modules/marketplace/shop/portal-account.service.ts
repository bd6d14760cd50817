import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  AUTH_CODE,
  PORTAL_AREAS,
  SHOP_MSG,
  SHOP_STATUS,
  type LoginInfo,
  type MerchantRole,
  type MerchantStaff,
  type PortalArea,
  type PortalMe,
  type staffSaveBody,
} from '@mall/shared';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../db/client';
import { AppError, badRequest, conflict, forbidden, notFound, unauthorized } from '../../../lib/app-error';
import { hashPassword, verifyAgainstNobody, verifyPassword } from '../../../lib/password';
import type { EphemeralStore } from '../../../lib/store';
import { hitLimit } from '../../../lib/store-limit';
import type { MerchantUser } from '../../../plugins/auth';
import { Lockout } from '../../identity/auth';
import type { PortalCaller, TokenService, TokenSubject } from '../../identity/auth';
import { setupHash } from './shop.service';
import { merchantStaff, merchants, type MerchantStaffRow } from './shop.table';

type Meta = { ip: string; userAgent?: string };
const WRONG_SETUP = '开通码错误或已失效';

function toStaffView(row: MerchantStaffRow): MerchantStaff {
  return {
    id: row.id,
    username: row.username,
    name: row.name,
    mobile: row.mobile,
    role: row.role as MerchantRole,
    enabled: row.status === 1,
    activated: row.passwordHash !== null,
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
  };
}

/** What a portal route knows about its caller once the guard passed: fresh from the database. */
export { merchantActor, type PortalCaller } from '../../identity/auth';

/**
 * Merchant staff accounts: the set-up of the first administrator with the code sent at approval, sign-in
 * (captcha pass, per-address limit, per-account lockout), the per-call guard, and staff management.
 */
export class PortalAccountService {
  readonly lockout: Lockout;

  constructor(
    private readonly db: Db,
    private readonly deps: {
      store: EphemeralStore;
      tokens: TokenService;
      captcha: { consumePass(userInfo: string): Promise<void> };
    },
  ) {
    this.lockout = new Lockout(deps.store);
  }

  private subject(row: MerchantStaffRow): TokenSubject {
    return {
      kind: 'merchant',
      id: row.id,
      username: row.username,
      role: row.role,
      merchantId: row.merchantId,
    };
  }

  private async start(row: MerchantStaffRow, meta: Meta): Promise<LoginInfo> {
    await this.db.update(merchantStaff).set({ lastLoginAt: new Date() }).where(eq(merchantStaff.id, row.id));
    return this.deps.tokens.issue(this.subject(row), meta);
  }

  private async assertShopOpen(merchantId: number): Promise<void> {
    const [shop] = await this.db
      .select({ status: merchants.status })
      .from(merchants)
      .where(eq(merchants.id, merchantId));
    if (shop?.status !== SHOP_STATUS.OPEN) throw new AppError(403, SHOP_MSG.SUSPENDED, AUTH_CODE.DISABLED);
  }

  /** The applicant's mobile + the set-up code → the first administrator's password; signs in. */
  async setup(body: { mobile: string; code: string; password: string }, meta: Meta): Promise<LoginInfo> {
    await hitLimit(
      this.deps.store,
      `portal:setup:${body.mobile}`,
      10,
      3600_000,
      '尝试次数过多，请 1 小时后再试',
    );
    const [row] = await this.db
      .select()
      .from(merchantStaff)
      .where(and(eq(merchantStaff.mobile, body.mobile), sql`${merchantStaff.setupCodeHash} is not null`));
    if (
      !row ||
      row.setupCodeHash !== setupHash(body.mobile, body.code) ||
      !row.setupExpiresAt ||
      row.setupExpiresAt.getTime() < Date.now()
    )
      throw badRequest(WRONG_SETUP);
    await this.assertShopOpen(row.merchantId);
    const [after] = await this.db
      .update(merchantStaff)
      .set({ passwordHash: await hashPassword(body.password), setupCodeHash: null, setupExpiresAt: null })
      .where(and(eq(merchantStaff.id, row.id), eq(merchantStaff.setupCodeHash, row.setupCodeHash)))
      .returning();
    if (!after) throw badRequest(WRONG_SETUP);
    return this.start(after, meta);
  }

  async login(body: { username: string; password: string }, meta: Meta): Promise<LoginInfo> {
    await hitLimit(this.deps.store, `login:ip:${meta.ip}`, 30, 60_000, '登录尝试过于频繁，请 1 分钟后再试');
    await this.deps.captcha.consumePass(body.username);
    const [row] = await this.db
      .select()
      .from(merchantStaff)
      .where(sql`lower(${merchantStaff.username}) = ${body.username.trim().toLowerCase()}`);
    const account = row ? `merchant:${row.id}` : `merchant-name:${body.username.trim().toLowerCase()}`;
    await this.lockout.assertOpen(account);
    const passed = row?.passwordHash
      ? await verifyPassword(row.passwordHash, body.password)
      : await verifyAgainstNobody(body.password);
    if (!row || !passed) return this.lockout.fail(account);
    if (row.status !== 1) throw new AppError(403, SHOP_MSG.STAFF_DISABLED, AUTH_CODE.DISABLED);
    await this.assertShopOpen(row.merchantId);
    await this.lockout.clear(account);
    return this.start(row, meta);
  }

  /** Re-reads a refresh token's staff account: null when disabled or the shop is suspended. */
  loadSubject = async (_kind: string, id: number): Promise<TokenSubject | null> => {
    const [row] = await this.db
      .select({ staff: merchantStaff, shopStatus: merchants.status })
      .from(merchantStaff)
      .innerJoin(merchants, eq(merchants.id, merchantStaff.merchantId))
      .where(eq(merchantStaff.id, id));
    if (!row || row.staff.status !== 1 || row.shopStatus !== SHOP_STATUS.OPEN) return null;
    return this.subject(row.staff);
  };

  /**
   * The portal guard of one area: a merchant token (the plugin refused others), the account still enabled,
   * its shop open (suspended → 403 with the reason to call the platform), and the account's current role
   * admitted by the area.
   */
  async caller(user: MerchantUser, area: PortalArea): Promise<PortalCaller> {
    const [row] = await this.db
      .select({ staff: merchantStaff, shopStatus: merchants.status })
      .from(merchantStaff)
      .innerJoin(merchants, eq(merchants.id, merchantStaff.merchantId))
      .where(eq(merchantStaff.id, user.id));
    if (!row || row.staff.merchantId !== user.merchantId) throw unauthorized();
    if (row.shopStatus !== SHOP_STATUS.OPEN) throw new AppError(403, SHOP_MSG.SUSPENDED, AUTH_CODE.DISABLED);
    if (row.staff.status !== 1) throw new AppError(403, SHOP_MSG.STAFF_DISABLED, AUTH_CODE.DISABLED);
    const role = row.staff.role as MerchantRole;
    if (!(PORTAL_AREAS[area] as readonly string[]).includes(role)) throw forbidden(SHOP_MSG.ROLE);
    return { staffId: row.staff.id, merchantId: row.staff.merchantId, role, username: row.staff.username };
  }

  async me(c: PortalCaller): Promise<PortalMe> {
    const [row] = await this.db
      .select({ staff: merchantStaff, shop: merchants })
      .from(merchantStaff)
      .innerJoin(merchants, eq(merchants.id, merchantStaff.merchantId))
      .where(eq(merchantStaff.id, c.staffId));
    if (!row) throw notFound('账号不存在');
    const { shop } = row;
    return {
      staff: toStaffView(row.staff),
      shop: { id: shop.id, name: shop.name, logo: shop.logo, status: shop.status },
    };
  }

  async staffList(c: PortalCaller): Promise<MerchantStaff[]> {
    const rows = await this.db
      .select()
      .from(merchantStaff)
      .where(eq(merchantStaff.merchantId, c.merchantId))
      .orderBy(asc(merchantStaff.id));
    return rows.map(toStaffView);
  }

  private async own(c: PortalCaller, id: number): Promise<MerchantStaffRow> {
    const [row] = await this.db
      .select()
      .from(merchantStaff)
      .where(and(eq(merchantStaff.id, id), eq(merchantStaff.merchantId, c.merchantId)));
    if (!row) throw notFound('账号不存在');
    return row;
  }

  /** Creates a staff account (password required) or edits one; a role or password change ends its sessions. */
  async saveStaff(c: PortalCaller, body: z.output<typeof staffSaveBody>): Promise<MerchantStaff> {
    const taken = await this.db
      .select({ id: merchantStaff.id })
      .from(merchantStaff)
      .where(sql`lower(${merchantStaff.username}) = ${body.username.toLowerCase()}`);
    if (taken.some((t) => t.id !== body.id)) throw conflict('登录名已被使用');
    if (body.id === undefined) {
      if (!body.password) throw badRequest('请设置初始密码');
      const [row] = await this.db
        .insert(merchantStaff)
        .values({
          merchantId: c.merchantId,
          username: body.username,
          name: body.name,
          mobile: body.mobile,
          role: body.role,
          passwordHash: await hashPassword(body.password),
        })
        .returning();
      return toStaffView(row!);
    }
    const before = await this.own(c, body.id);
    if (before.id === c.staffId && body.role !== '店铺管理员') throw badRequest('不能修改自己的角色');
    const [row] = await this.db
      .update(merchantStaff)
      .set({
        username: body.username,
        name: body.name,
        mobile: body.mobile,
        role: body.role,
        ...(body.password ? { passwordHash: await hashPassword(body.password) } : {}),
      })
      .where(eq(merchantStaff.id, before.id))
      .returning();
    if (before.role !== body.role || body.password) await this.deps.tokens.revokeAll('merchant', before.id);
    return toStaffView(row!);
  }

  async setStaffEnabled(c: PortalCaller, id: number, enabled: boolean): Promise<MerchantStaff> {
    const before = await this.own(c, id);
    if (before.id === c.staffId && !enabled) throw badRequest('不能停用自己的账号');
    const [row] = await this.db
      .update(merchantStaff)
      .set({ status: enabled ? 1 : 0 })
      .where(eq(merchantStaff.id, id))
      .returning();
    if (!enabled) await this.deps.tokens.revokeAll('merchant', id);
    return toStaffView(row!);
  }
}

/** The merchant user of a portal request (the auth plugin admitted only merchant tokens under /api/portal). */
export function portalUser(request: FastifyRequest): MerchantUser {
  const user = request.user;
  if (!user || user.kind !== 'merchant') throw unauthorized();
  return user;
}
