import { createHash, randomInt } from 'node:crypto';
import { and, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  SHOP_STATUS,
  SHOP_STATUS_LABEL,
  type Shop,
  type adminShopListBody,
  type shopGrantBody,
  type shopGrantFields,
  type shopSettingsBody,
} from '@mall/shared';
import type { Db, DbOrTx, Tx } from '../../../db/client';
import { tablePage } from '../../../lib/newest-page';
import { badRequest, conflict } from '../../../lib/app-error';
import { rowById } from '../../../lib/by-id';
import { recordMove, statusGraph } from '../../../lib/document';
import { recordAudit, snapshot, type AuditActor } from '../../platform/audit';
import {
  brandIdsByName,
  brandNamesByIds,
  categoryTitlesByIds,
  levelOneCategoryIds,
  levelOneCategoryIdsByTitle,
  productCountsBySeller,
  renameSellerOfProducts,
  shelveOffSellerProducts,
} from '../../catalogue/catalogue';
import type { MerchantApplicationRow } from '../merchant/merchant.table';
import { DEFAULT_COMMISSION_BP } from '../../finance/settlement';
import { merchantStaff, merchants, type MerchantRow } from './shop.table';

/** How long the set-up code sent at approval stays valid. */
const SETUP_CODE_TTL_MS = 72 * 3600_000;
export const setupHash = (mobile: string, code: string) =>
  createHash('sha256').update(`${mobile}:${code}`).digest('hex');

type Grants = z.output<typeof shopGrantFields>;
const SHOP_AUDIT_FIELDS = [
  'name',
  'status',
  'suspendReason',
  'categoryIds',
  'brandIds',
  'commissionRates',
] as const satisfies readonly (keyof MerchantRow)[];

/** A shop is suspended while 营业中 and resumed while 已停用; a repeated call answers 409. */
const shopGraph = statusGraph({
  noun: '店铺',
  labels: SHOP_STATUS_LABEL,
  refusal: (label, _action, status) => (status === SHOP_STATUS.OPEN ? '店铺正在营业' : `店铺${label}`),
  moves: {
    suspend: { from: [SHOP_STATUS.OPEN], to: SHOP_STATUS.SUSPENDED, action: '停用' },
    resume: { from: [SHOP_STATUS.SUSPENDED], to: SHOP_STATUS.OPEN, action: '恢复营业' },
  },
});

/** Shops: opened by an approval, granted and suspended by operators, described by their administrators. */
export class ShopService {
  constructor(
    private readonly db: Db,
    private readonly deps: {
      /** Ends every session of a staff account (tokens of kind 'merchant'). */
      revokeStaff: (staffId: number) => Promise<void>;
      /** After products changed shelf or seller name: search rows and cached storefront answers. */
      productsChanged: (ids: number[]) => Promise<void>;
    },
  ) {}

  /** Checks grants against the catalogue: level-one categories, existing brands, rates for granted ones. */
  private async checkGrants(tx: DbOrTx, g: Grants, categoryIds: number[]): Promise<void> {
    if (g.categoryIds?.length) {
      const levelOne = await levelOneCategoryIds(tx, g.categoryIds);
      const bad = g.categoryIds.filter((id) => !levelOne.includes(id));
      if (bad.length) throw badRequest(`经营类目须为一级类目：${bad.join('、')}`);
    }
    if (g.brandIds?.length) {
      const known = await brandNamesByIds(tx, g.brandIds);
      const bad = g.brandIds.filter((id) => !known.has(id));
      if (bad.length) throw badRequest(`品牌不存在：${bad.join('、')}`);
    }
    const stray = (g.commissionRates ?? []).filter((r) => !categoryIds.includes(r.categoryId));
    if (stray.length) throw badRequest(`佣金比例只能设置在已授权的类目上：${stray[0]!.categoryId}`);
  }

  /**
   * Opens the shop of an approved application inside the review's transaction: the shop, granted
   * categories/brands (by id, else matched by the names the applicant wrote), commission rates (5 % where
   * unset) and its first 店铺管理员 (username = the mobile, no password). Returns the shop and the set-up code.
   */
  async open(tx: Tx, app: MerchantApplicationRow, g: Grants): Promise<{ shopId: number; code: string }> {
    const categoryIds = g.categoryIds ?? (await levelOneCategoryIdsByTitle(tx, app.categories));
    const brandIds = g.brandIds ?? (await brandIdsByName(tx, app.brands));
    await this.checkGrants(tx, g, categoryIds);
    const rates = ratesOf(categoryIds, g.commissionRates);
    const [shop] = await tx
      .insert(merchants)
      .values({
        applicationId: app.id,
        name: app.companyName.slice(0, 30),
        mobile: app.mobile,
        categoryIds,
        brandIds,
        commissionRates: rates,
      })
      .onConflictDoNothing({ target: merchants.applicationId })
      .returning();
    if (!shop) throw conflict('该申请已开通店铺');
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const taken = await tx
      .select({ id: merchantStaff.id })
      .from(merchantStaff)
      .where(sql`lower(${merchantStaff.username}) = ${app.mobile}`);
    if (taken.length) throw conflict(`登录名 ${app.mobile} 已被其他商家账号使用`);
    await tx.insert(merchantStaff).values({
      merchantId: shop.id,
      username: app.mobile,
      name: app.contactName,
      mobile: app.mobile,
      role: '店铺管理员',
      setupCodeHash: setupHash(app.mobile, code),
      setupExpiresAt: new Date(Date.now() + SETUP_CODE_TTL_MS),
    });
    return { shopId: shop.id, code };
  }

  byId(id: number, db: DbOrTx = this.db): Promise<MerchantRow> {
    return rowById(db, merchants, id, '店铺不存在');
  }

  /** Shops as operators and the portal show them (names of granted categories and brands, product count). */
  async views(rows: MerchantRow[], db: DbOrTx = this.db): Promise<Shop[]> {
    if (!rows.length) return [];
    const catIds = [...new Set(rows.flatMap((r) => r.categoryIds))];
    const brandIds = [...new Set(rows.flatMap((r) => r.brandIds))];
    const [cats, brs, counts] = await Promise.all([
      categoryTitlesByIds(db, catIds),
      brandNamesByIds(db, brandIds),
      productCountsBySeller(
        db,
        rows.map((r) => r.id),
      ),
    ]);
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      logo: r.logo,
      intro: r.intro,
      returnAddress: r.returnAddress,
      status: r.status,
      statusLabel: SHOP_STATUS_LABEL[r.status] ?? '',
      suspendReason: r.suspendReason,
      applicationId: r.applicationId,
      mobile: r.mobile,
      categories: r.categoryIds.map((id) => ({ id, title: cats.get(id) ?? '' })),
      brands: r.brandIds.map((id) => ({ id, name: brs.get(id) ?? '' })),
      commissionRates: Object.entries(r.commissionRates).map(([categoryId, rateBp]) => ({
        categoryId: Number(categoryId),
        rateBp,
      })),
      productCount: counts.get(r.id) ?? 0,
      createdAt: r.createdAt.toISOString(),
    }));
  }

  async view(id: number): Promise<Shop> {
    return (await this.views([await this.byId(id)]))[0]!;
  }

  async list(body: z.output<typeof adminShopListBody>) {
    const where: SQL[] = [];
    if (body.keyword)
      where.push(ilike(merchants.name, `%${body.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
    if (body.status) where.push(eq(merchants.status, body.status));
    const cond = where.length ? and(...where) : undefined;
    const { rows, total } = await tablePage(this.db, merchants, cond, body, [desc(merchants.id)]);
    return {
      list: await this.views(rows),
      total,
      pageNum: body.pageNum,
      pageSize: body.pageSize,
    };
  }

  /** Operators change the name, grants or commission; a new name reaches the seller name of its products. */
  async grant(op: AuditActor, body: z.output<typeof shopGrantBody>): Promise<Shop> {
    const changed = await this.db.transaction(async (tx) => {
      const before = await rowById(tx, merchants, body.id, '店铺不存在', { lock: true });
      const categoryIds = body.categoryIds ?? before.categoryIds;
      await this.checkGrants(tx, body, categoryIds);
      const kept = Object.entries(before.commissionRates).map(([c, rateBp]) => ({
        categoryId: Number(c),
        rateBp,
      }));
      const rates = ratesOf(categoryIds, [...kept, ...(body.commissionRates ?? [])]);
      const [after] = await tx
        .update(merchants)
        .set({
          name: body.name ?? before.name,
          categoryIds,
          brandIds: body.brandIds ?? before.brandIds,
          commissionRates: rates,
          updatedAt: new Date(),
        })
        .where(eq(merchants.id, body.id))
        .returning();
      await recordAudit(tx, op, {
        action: 'shop.update',
        targetType: 'shop',
        targetId: body.id,
        summary: `修改店铺「${after!.name}」的名称、经营类目、品牌或佣金`,
        before: snapshot(before, SHOP_AUDIT_FIELDS),
        after: snapshot(after!, SHOP_AUDIT_FIELDS),
      });
      if (after!.name === before.name) return [];
      return renameSellerOfProducts(tx, body.id, after!.name);
    });
    if (changed.length) await this.deps.productsChanged(changed);
    return this.view(body.id);
  }

  /**
   * Suspends a shop (its on-shelf products go off shelf, every staff session ends, the portal refuses its
   * staff) or lifts the suspension (products stay off shelf until the shop puts them back).
   */
  async suspend(op: AuditActor, id: number, suspend: boolean, reason: string): Promise<Shop> {
    const { offShelf, staff } = await this.db.transaction(async (tx) => {
      const before = await rowById(tx, merchants, id, '店铺不存在', { lock: true });
      const move = suspend ? 'suspend' : 'resume';
      const after = await recordMove(
        tx,
        {
          table: merchants,
          graph: shopGraph,
          move,
          id,
          from: before.status,
          to: shopGraph.moves[move].to,
          set: { suspendReason: suspend ? reason : '' },
        },
        null,
      );
      const off = suspend ? await shelveOffSellerProducts(tx, id) : [];
      await recordAudit(tx, op, {
        action: suspend ? 'shop.suspend' : 'shop.resume',
        targetType: 'shop',
        targetId: id,
        summary: suspend
          ? `停用店铺「${before.name}」（下架 ${off.length} 个商品）：${reason}`
          : `恢复店铺「${before.name}」`,
        before: snapshot(before, SHOP_AUDIT_FIELDS),
        after: snapshot(after!, SHOP_AUDIT_FIELDS),
      });
      const staffRows = await tx
        .select({ id: merchantStaff.id })
        .from(merchantStaff)
        .where(eq(merchantStaff.merchantId, id));
      return { offShelf: off, staff: staffRows.map((r) => r.id) };
    });
    if (suspend) for (const s of staff) await this.deps.revokeStaff(s);
    if (offShelf.length) await this.deps.productsChanged(offShelf);
    return this.view(id);
  }

  /** The shop's own settings (店铺管理员): logo and introduction. */
  async settings(merchantId: number, body: z.output<typeof shopSettingsBody>): Promise<Shop> {
    await this.db
      .update(merchants)
      .set({
        logo: body.logo,
        intro: body.intro,
        ...(body.returnAddress === undefined ? {} : { returnAddress: body.returnAddress }),
        updatedAt: new Date(),
      })
      .where(eq(merchants.id, merchantId));
    return this.view(merchantId);
  }
}

/** Rates for the granted categories only: given ones win, the rest get the default. */
function ratesOf(
  categoryIds: number[],
  given: readonly { categoryId: number; rateBp: number }[] = [],
): Record<string, number> {
  const rates: Record<string, number> = {};
  for (const c of categoryIds) rates[String(c)] = DEFAULT_COMMISSION_BP;
  for (const r of given) if (categoryIds.includes(r.categoryId)) rates[String(r.categoryId)] = r.rateBp;
  return rates;
}
