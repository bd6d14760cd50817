import { eq } from 'drizzle-orm';
import type { Seeder } from '../../../db/seeder';
import { seededUserId } from '../../identity/user/user.seed';
import { invoiceTitles } from './invoice.table';

/** The demo buyer's VAT invoice title (product.md); a taxpayer id with a correct check character. */
export const invoiceTitleSeeder: Seeder = {
  name: 'demo invoice title',
  async run({ db, env, log }) {
    if (env.NODE_ENV === 'production') return;
    const demoId = await seededUserId(db, 'demo');
    if (!demoId) return;
    const existing = await db
      .select({ id: invoiceTitles.id })
      .from(invoiceTitles)
      .where(eq(invoiceTitles.userId, demoId));
    if (existing.length) return;
    await db.insert(invoiceTitles).values({
      userId: demoId,
      companyName: '上海示例机电设备有限公司',
      taxNo: '91350100M000100Y43',
      regAddress: '上海市浦东新区张江路 665 号 3 号楼',
      regPhone: '021-50801234',
      bankName: '招商银行上海张江支行',
      bankAccount: '121908765410001',
      email: 'caigou@example.com',
      receiverName: '王采购',
      receiverMobile: '13800138000',
      receiveAddress: '上海市浦东新区张江路 665 号 3 号楼 5 楼 财务部',
      isDefault: true,
    });
    log('demo invoice title: 1');
  },
};
