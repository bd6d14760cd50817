import { buyerAuth, operatorAuth } from './accounts';
import { buildTestApp } from './build-test-app';
import { makeProduct, seedShopBasics } from './checkout.fixture';
import { addAddress, caller } from './trade.fixture';

/**
 * The trade and finance tests' world: a test app (with `env` overrides) holding the shop basics and
 * `products` (made in order), two buyers (A with the Suzhou address `addrA`), and operators of the roles
 * 运营 (`ops`), 财务 (`fin`) and 商品 (`goods`).
 */
export async function tradeWorld(
  products: Parameters<typeof makeProduct>[1][],
  env: Partial<Record<string, string>> = {},
) {
  const app = await buildTestApp(env);
  await seedShopBasics(app.db.db);
  for (const product of products) await makeProduct(app.db.db, product);
  const [a, b, ops, fin, goods] = await Promise.all([
    buyerAuth(app),
    buyerAuth(app),
    operatorAuth(app, '运营'),
    operatorAuth(app, '财务'),
    operatorAuth(app, '商品'),
  ]);
  const addrA = await addAddress(app, a);
  return { app, call: caller(app), a, b, ops, fin, goods, addrA };
}

export type TradeWorld = Awaited<ReturnType<typeof tradeWorld>>;
