import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { SELLER_TAX_MSG, type SellerTaxProfile } from '@mall/shared';
import { queryRows } from '../../../db/client';
import { operatorAuth } from '../../../testing/accounts';
import { call, must, type Who } from '../../../testing/calls';
import { buildCatalogueApp } from '../../../testing/search.fixture';
import { catalogueFacts, openShop, portalStaff } from '../../../testing/shop.fixture';
import { useTestApp } from '../../../testing/world';

// Each seller's tax profile (数电票): the platform's 自营 entity in the console, a shop's own in the portal.
// Provider secrets are sealed at rest and never answered back.

const w = useTestApp(() => buildCatalogueApp(10));
const c = (...args: Parameters<ReturnType<typeof call>>) => call(w.app)(...args);
const ok = <T>(...args: Parameters<ReturnType<typeof call>>) => must(w.app)<T>(...args);
const ADMIN = '/api/admin/invoice/einvoice/profile';
const PORTAL = '/api/portal/invoice/einvoice/profile';
let finance: Who;
let shopA: Who & { shopId: number };
let shopB: Who;
let shopAGoods: Who;

const body = {
  taxpayerId: '91350100m000100y43',
  name: '工业品商城（福州）有限公司',
  address: '福建省福州市鼓楼区五四路 1 号',
  phone: '0591-87654321',
  bankName: '中国工商银行福州分行',
  bankAccount: '1402020109000012345',
  drawer: '王会计',
  provider: 'sandbox',
};

beforeAll(async () => {
  const superAdmin = (await operatorAuth(w.app)).headers;
  finance = { headers: (await operatorAuth(w.app, '财务')).headers };
  const facts = await catalogueFacts(w.app);
  const grants = { categoryIds: [facts.cats[0]!.first], brandIds: [facts.brands[0]!.id] };
  const a = await openShop(w.app, superAdmin, grants);
  shopA = { headers: a.headers, shopId: a.shopId };
  shopB = { headers: (await openShop(w.app, superAdmin, grants)).headers };
  shopAGoods = {
    headers: await portalStaff(w.app, a.headers, { username: 'einv_goods', name: '商品员', role: '商品' }),
  };
}, 180_000);

describe('the 自营 tax profile (console)', () => {
  it('is empty at first, then saved with the 纳税人识别号 upper-cased', async () => {
    expect(await ok(finance, 'GET', ADMIN)).toBeNull();
    const saved = await ok<SellerTaxProfile>(finance, 'POST', ADMIN, body);
    expect(saved).toMatchObject({
      merchantId: 0,
      taxpayerId: '91350100M000100Y43',
      hasAppSecret: false,
      provider: 'sandbox',
    });
    expect(await ok(finance, 'GET', ADMIN)).toEqual(saved);
  });

  it('refuses a wrong 纳税人识别号, bank account or provider, and 诺诺 without its keys, in Chinese', async () => {
    for (const [over, msg] of [
      [{ taxpayerId: '91350100M000100Y44' }, '统一社会信用代码不正确'],
      [{ bankAccount: '12-34' }, SELLER_TAX_MSG.ACCOUNT],
      [{ drawer: '' }, SELLER_TAX_MSG.DRAWER],
      [{ provider: 'baiwang' }, SELLER_TAX_MSG.PROVIDER],
      [{ provider: 'nuonuo', appKey: 'SD63236305' }, SELLER_TAX_MSG.NUONUO_KEYS],
    ] as const) {
      const res = await c(finance, 'POST', ADMIN, { ...body, ...over });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().msg).toContain(msg);
    }
  });

  it('seals 诺诺’s secret and token, never answers them, and keeps them when left blank', async () => {
    const keys = {
      provider: 'nuonuo',
      appKey: 'SD63236305',
      appSecret: 'SDDED2523BED4643',
      accessToken: 'tok-123',
    };
    const saved = await ok<SellerTaxProfile>(finance, 'POST', ADMIN, { ...body, ...keys });
    expect(saved).toMatchObject({
      provider: 'nuonuo',
      appKey: 'SD63236305',
      hasAppSecret: true,
      hasAccessToken: true,
    });
    const res = await c(finance, 'GET', ADMIN);
    expect(res.body).not.toContain('SDDED2523BED4643');
    expect(res.body).not.toContain('tok-123');
    const [row] = await queryRows<{ secret: string }>(
      w.app.db.db,
      sql`select app_secret_sealed as secret from seller_tax_profiles where merchant_id = 0`,
    );
    expect(row!.secret).toMatch(/^v1:/);
    expect(row!.secret).not.toContain('SDDED2523BED4643');
    // Changing the address alone keeps the secrets.
    const again = await ok<SellerTaxProfile>(finance, 'POST', ADMIN, {
      ...body,
      provider: 'nuonuo',
      appKey: 'SD63236305',
      address: '福州市台江区',
    });
    expect(again).toMatchObject({ address: '福州市台江区', hasAppSecret: true, hasAccessToken: true });
  });

  it('is the console finance area’s: 运营 is refused', async () => {
    const ops = { headers: (await operatorAuth(w.app, '运营')).headers };
    expect((await c(ops, 'GET', ADMIN)).statusCode).toBe(403);
  });
});

describe('a shop’s tax profile (portal)', () => {
  it('is the shop’s own: another shop sees none, and 商品 staff may not open it', async () => {
    const saved = await ok<SellerTaxProfile>(shopA, 'POST', PORTAL, { ...body, name: '苏州某某五金店' });
    expect(saved.merchantId).not.toBe(0);
    expect(await ok(shopA, 'GET', PORTAL)).toEqual(saved);
    expect(await ok(shopB, 'GET', PORTAL)).toBeNull();
    expect((await ok<SellerTaxProfile>(finance, 'GET', ADMIN)).name).toBe(body.name);
    expect((await c(shopAGoods, 'GET', PORTAL)).statusCode).toBe(403);
    expect((await c(finance, 'GET', PORTAL)).statusCode).toBeGreaterThanOrEqual(401);
  });
});
