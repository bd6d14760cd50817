import { eq } from 'drizzle-orm';
import type { Seeder } from '../../../db/seeder';
import { users } from '../../identity/user/user.table';
import { addresses } from './address.table';

/** The demo buyer's two delivery addresses (product.md); runs after the catalogue (regions) and accounts. */
export const addressSeeder: Seeder = {
  name: 'demo addresses',
  async run({ db, env, log }) {
    if (env.NODE_ENV === 'production') return;
    const [demo] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'demo'));
    if (!demo) return;
    const existing = await db
      .select({ id: addresses.id })
      .from(addresses)
      .where(eq(addresses.userId, demo.id));
    if (existing.length) return;
    await db.insert(addresses).values([
      {
        userId: demo.id,
        contactName: '王采购',
        mobile: '13800138000',
        provinceCode: '310000',
        provinceName: '上海市',
        cityCode: '310115',
        cityName: '浦东新区',
        districtCode: '',
        districtName: '',
        detail: '张江路 665 号 3 号楼 5 楼 仓库收货处',
        isDefault: true,
      },
      {
        userId: demo.id,
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
