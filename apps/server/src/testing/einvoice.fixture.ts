import { PLATFORM_PROFILE } from '../modules/finance/einvoice';
import { tradeWorld } from './trade-world.fixture';
import { deliver, markPaid, placeOrder, type Who } from './trade.fixture';

/** The platform's tax profile (自营) as the console saves it, for tests and the sweeps' worlds: the demo's. */
export { PLATFORM_PROFILE as SELLER_PROFILE };

/** The 税收分类编码 the 数电票 tests give their products: 工具 (简称 金属制品), 13 %. */
const TOOL_TAX_CODE = '1080422000000000000';

/** Saves the code TOOL_TAX_CODE and gives it to `productIds`, each by `post` (as an operator of 商品). */
export async function codeAsTools(
  post: (url: string, body: object) => Promise<unknown>,
  productIds: number[],
): Promise<void> {
  await post('/api/admin/catalogue/tax-code/save', {
    code: TOOL_TAX_CODE,
    name: '工具',
    shortName: '金属制品',
    rate: '13',
  });
  for (const productId of productIds)
    await post('/api/admin/catalogue/tax-code/product/save', { productId, code: TOOL_TAX_CODE });
}

/**
 * The 数电票 tests' world: the trade world of `products` where 自营 has saved its tax profile (`profile`) and
 * every product is coded TOOL_TAX_CODE. `ok` POSTs as someone and answers `data` (anything but 200 throws);
 * `issueBlue` issues a blue 数电专票 through the sandbox.
 */
export async function einvoiceWorld(
  products: Parameters<typeof tradeWorld>[0],
  profile: object = PLATFORM_PROFILE,
) {
  const world = await tradeWorld(products);
  const { app, call, fin, goods, ops } = world;
  const ok = async <T>(who: Who, url: string, body: object): Promise<T> => {
    const res = await call(who, 'POST', url, body);
    if (res.statusCode !== 200) throw new Error(`${url} → ${res.statusCode} ${res.body}`);
    return res.json().data as T;
  };
  await ok(fin, '/api/admin/invoice/einvoice/profile', profile);
  await codeAsTools(
    (url, body) => ok(goods, url, body),
    products.map((p) => p.id),
  );

  /**
   * A blue 数电专票 over a paid and delivered order of `who` of `lines`, applied for with the title `titleId`
   * and issued by 自营's 财务 (`beforeIssue` runs on the application first): its id and the order number.
   */
  async function blue(
    who: Who,
    addressId: number,
    titleId: number,
    lines: { skuId: number; quantity: number }[],
    beforeIssue?: (invoiceId: number) => Promise<unknown>,
  ): Promise<{ id: number; orderNo: string }> {
    const o = await placeOrder(app, who, addressId, lines);
    await markPaid(app, o.orderNo);
    await deliver(app, ops, who, o.orderNo);
    const inv = await ok<{ id: number }>(who, '/api/invoice/apply', {
      orderNos: [o.orderNo],
      type: 2,
      titleId,
    });
    await beforeIssue?.(inv.id);
    await ok(fin, '/api/admin/invoice/einvoice/issue', { invoiceId: inv.id });
    await app.jobs.idle();
    return { id: inv.id, orderNo: o.orderNo };
  }

  return { ...world, ok, issueBlue: blue };
}

export type EinvoiceWorld = Awaited<ReturnType<typeof einvoiceWorld>>;
