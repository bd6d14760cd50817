import { eq, sql } from 'drizzle-orm';
import { queryRows } from '../../../db/client';
import type { Seeder } from '../../../db/seeder';
import { companyMembers } from '../../identity/company/company.table';
import { seededUserId } from '../../identity/user/user.seed';
import { purchaseListLines, purchaseLists } from './purchase-list.table';

/**
 * Demo purchase lists: demo (管理员 of the demo company) shares 车间月度常购 with the company — five of the
 * best-selling national SKUs — and keeps 办公室备品 to himself; 李采购 and the others see the shared one.
 */
export const purchaseListSeeder: Seeder = {
  name: 'demo purchase lists',
  async run({ db, env }) {
    if (env.NODE_ENV === 'production') return;
    const demoId = await seededUserId(db, 'demo');
    if (!demoId) return;
    const [member] = await db
      .select({ companyId: companyMembers.companyId })
      .from(companyMembers)
      .where(eq(companyMembers.userId, demoId));
    const skus = await queryRows<{ id: number; moq: number }>(
      db,
      sql`select k.id, p.moq from skus k join products p on p.id = k.product_id
          where p.on_shelf and '0000' = any(p.sales_area_codes) and k.stock >= p.moq * 10
          order by p.sales_count desc, k.id limit 8`,
    );
    if (skus.length < 8) return;
    await db.transaction(async (tx) => {
      const make = async (name: string, companyId: number | null, lines: typeof skus, remark: string) => {
        const [list] = await tx
          .insert(purchaseLists)
          .values({ ownerId: demoId, companyId, name })
          .returning({ id: purchaseLists.id });
        await tx.insert(purchaseListLines).values(
          lines.map((s, i) => ({
            listId: list!.id,
            skuId: Number(s.id),
            quantity: s.moq * (i + 2),
            remark: i === 0 ? remark : '',
          })),
        );
      };
      await make('办公室备品', null, skus.slice(5, 8), '行政部');
      // Made last, so it heads the lists (the latest first).
      await make('车间月度常购', member?.companyId ?? null, skus.slice(0, 5), '维修班组');
    });
  },
};
