import type { Seeder } from '../../../db/seeder';
import { demoBuyerToSeed } from '../../identity/user/user.seed';
import { invoiceTitles } from './invoice.table';

/** The demo buyer's VAT invoice title (product.md); a taxpayer id with a correct check character. */
export const invoiceTitleSeeder: Seeder = {
  name: 'demo invoice title',
  async run(ctx) {
    const { db, log } = ctx;
    const demoId = await demoBuyerToSeed(ctx, invoiceTitles, invoiceTitles.userId);
    if (!demoId) return;
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
