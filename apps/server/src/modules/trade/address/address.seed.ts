import type { Seeder } from '../../../db/seeder';
import { demoBuyerToSeed } from '../../identity/user/user.seed';
import { addresses } from './address.table';

/** A default receiving address at the demo company's site in 上海市浦东新区 (张江路 665 号). */
export function zhangjiangAddress(
  userId: number,
  contactName: string,
  mobile: string,
  detail = '张江路 665 号 3 号楼 5 楼 仓库收货处',
) {
  return {
    userId,
    contactName,
    mobile,
    provinceCode: '310000',
    provinceName: '上海市',
    cityCode: '310115',
    cityName: '浦东新区',
    districtCode: '',
    districtName: '',
    detail,
    isDefault: true,
  };
}

/** The demo buyer's two delivery addresses (product.md); runs after the catalogue (regions) and accounts. */
export const addressSeeder: Seeder = {
  name: 'demo addresses',
  async run(ctx) {
    const { db, log } = ctx;
    const demoId = await demoBuyerToSeed(ctx, addresses, addresses.userId);
    if (!demoId) return;
    await db.insert(addresses).values([
      zhangjiangAddress(demoId, '王采购', '13800138000'),
      {
        userId: demoId,
        contactName: '李工',
        mobile: '13900139000',
        provinceCode: '320000',
        provinceName: '江苏省',
        cityCode: '320500',
        cityName: '苏州市',
        districtCode: '320505',
        districtName: '虎丘区',
        detail: '苏州工业园区 星湖街 328 号 设备部',
        isDefault: false,
      },
    ]);
    log('demo addresses: 2');
  },
};
