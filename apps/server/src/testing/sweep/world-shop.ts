import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { buyerAuth } from '../accounts';
import { catalogueFacts, openShop, productBody } from '../shop.fixture';
import { addAddress } from '../trade.fixture';
import type { TestApp } from '../build-test-app';
import type { Caller, Headers } from './world';

/** What a merchant owns, by the names the portal route table asks for. */
export type MerchantIds = {
  shopId: number;
  /** A product reviewed and on shelf, and one still a draft. */
  productId: number;
  draftId: number;
  /** Set by the sweep: an edit body with merchant A’s product id. */
  editBody?: object;
  skuId: number;
  /** A staff account besides the administrator. */
  staffId: number;
  staffUsername: string;
  /** An order of the shop (a buyer bought its approved product). */
  orderNo: string;
  /** An after-sales request (退货退款) on a second order of the shop, received by the buyer. */
  afsNo: string;
  marker: string;
};
export type Merchant = Caller & { ids: MerchantIds };

/**
 * A shop opened through the real approval, its administrator signed in, an approved product, a draft and a
 * staff account; every name it writes carries its marker.
 */
export async function merchantWithData(app: TestApp, tag: string, op: Headers): Promise<Merchant> {
  const marker = `店${tag}${Date.now().toString(36).slice(-4)}`;
  const facts = await catalogueFacts(app);
  const cat = facts.cats[0]!;
  const brand = facts.brands[0]!;
  const shop = await openShop(app, op, { categoryIds: [cat.first], brandIds: [brand.id] }, `${marker}五金`);
  const post = async (url: string, headers: Headers, payload: object) => {
    const res = await app.inject({ method: 'POST', url, headers, payload });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.body}`);
    return res.json().data as Record<string, unknown> & { id: number };
  };
  const product = await post(
    '/api/portal/catalogue/product/save',
    shop.headers,
    productBody(cat.leaf, brand.id, { title: `${marker}扳手` }),
  );
  await post('/api/portal/catalogue/product/submit', shop.headers, { id: product.id });
  await post('/api/admin/catalogue/product/review', op, { id: product.id, approve: true });
  const draft = await post(
    '/api/portal/catalogue/product/save',
    shop.headers,
    productBody(cat.leaf, brand.id, { title: `${marker}草稿` }),
  );
  const staffUsername = `st${tag}${Date.now().toString(36).slice(-5)}`;
  const staff = await post('/api/portal/staff/save', shop.headers, {
    username: staffUsername,
    name: `${marker}员工`.slice(0, 20),
    mobile: '13912345678',
    role: '商品',
    password: 'Staff@12345',
  });
  const buyer = await buyerAuth(app);
  const addressId = await addAddress(app, buyer);
  const skuId = (product.skus as { id: number }[])[0]!.id;
  const placed = await post('/api/checkout/submit', buyer.headers, {
    idempotencyKey: randomUUID(),
    addressId,
    payMethod: 4,
    items: [{ skuId, quantity: 1 }],
  });
  // A second order, paid, shipped and received, with an after-sales request on its line.
  const received = (await post('/api/checkout/submit', buyer.headers, {
    idempotencyKey: randomUUID(),
    addressId,
    payMethod: 4,
    items: [{ skuId, quantity: 1 }],
  })) as unknown as { orderNo: string };
  await app.db.db.execute(
    sql`update orders set pay_status = 2, paid_at = now(), status = 5, shipped_at = now(), completed_at = now()
        where order_no = ${received.orderNo}`,
  );
  const info = (await post('/api/afs/applyInfo', buyer.headers, {
    orderNo: received.orderNo,
  })) as unknown as {
    lines: { orderLineId: number }[];
  };
  const afs = (await post('/api/afs/apply', buyer.headers, {
    orderNo: received.orderNo,
    orderLineId: info.lines[0]!.orderLineId,
    type: 2,
    quantity: 1,
    reason: '商品质量问题',
  })) as unknown as { afsNo: string };
  return {
    name: `merchant ${tag}`,
    headers: shop.headers,
    ids: {
      shopId: shop.shopId,
      productId: product.id,
      draftId: draft.id,
      skuId: (product.skus as { id: number }[])[0]!.id,
      staffId: staff.id,
      staffUsername,
      orderNo: (placed as unknown as { orderNo: string }).orderNo,
      afsNo: afs.afsNo,
      marker,
    },
  };
}
