/**
 * The chaos run's set-up (chaos.ts): its own stock, well-stocked and scarce, written beside the demo
 * catalogue, and its buyers, each with an address and signed in through the load balancer.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type DbHandle } from '../src/db/client';
import { hashPassword } from '../src/lib/password';
import { makeProducts, seedShopBasics } from '../src/testing/checkout.fixture';
import type { Buyer } from './chaos-client';
import { benchTokens } from './login';

const CHAOS_PASSWORD = 'Chaos@123456';

export async function setupChaos(
  db: DbHandle,
  o: {
    base: string;
    buyers: number;
    /** The first product id of the run's own products, and how many of each kind. */
    first: number;
    skus: number;
    scarceSkus: number;
    skuStock: number;
    scarceStock: number;
    /** The SKUs that also have a 江苏 warehouse. */
    jiangsuSkus: readonly number[];
  },
): Promise<Buyer[]> {
  await seedShopBasics(db.db);
  await makeProducts(db.db, o.first, o.skus, { priceFen: 1990, stock: o.skuStock });
  await makeProducts(db.db, o.first + o.skus, o.scarceSkus, { priceFen: 1990, stock: o.scarceStock });
  for (const id of o.jiangsuSkus)
    await db.db.execute(sql`insert into sku_area_stocks (sku_id, area_code, stock)
      values (${id}, '320000', ${o.skuStock}) on conflict do nothing`);
  const hash = await hashPassword(CHAOS_PASSWORD);
  const buyers: Buyer[] = [];
  for (let i = 0; i < o.buyers; i++) {
    const username = `chaos_${i}`;
    const mobile = `1370000${String(i).padStart(4, '0')}`;
    const [user] = await queryRows<{ id: number }>(
      db.db,
      sql`insert into users (username, mobile, password_hash, company_name)
        values (${username}, ${mobile}, ${hash}, '混沌测试机电有限公司') returning id`,
    );
    // Half in 苏州 (江苏 warehouse first), half in 北京 (national warehouse only).
    const [province, city, district, pn, cn, dn] =
      i % 2 === 0
        ? ['320000', '320500', '320505', '江苏省', '苏州市', '虎丘区']
        : ['110000', '110100', '110105', '北京市', '北京市', '朝阳区'];
    const [address] = await queryRows<{ id: number }>(
      db.db,
      sql`insert into addresses (user_id, contact_name, mobile, province_code, province_name, city_code, city_name,
          district_code, district_name, detail, is_default)
        values (${user!.id}, '李工', ${mobile}, ${province}, ${pn}, ${city}, ${cn}, ${district}, ${dn}, '工业园 8 号', true)
        returning id`,
    );
    const login = await benchTokens(o.base, username, CHAOS_PASSWORD, `10.30.0.${i + 1}`);
    buyers.push({
      name: username,
      userId: user!.id,
      mobile,
      auth: `Bearer ${login.accessToken}`,
      refresh: login.refreshToken,
      addressId: address!.id,
    });
  }
  return buyers;
}
