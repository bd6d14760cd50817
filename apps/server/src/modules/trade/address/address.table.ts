import { boolean, index, pgTable, varchar } from 'drizzle-orm/pg-core';
import { id, ref, timestamps } from '../../../db/columns';

/** Buyers' delivery addresses; region names are copied from the regions table when saved. */
export const addresses = pgTable(
  'addresses',
  {
    id: id(),
    userId: ref('user_id'),
    contactName: varchar('contact_name', { length: 30 }).notNull(),
    mobile: varchar('mobile', { length: 11 }).notNull(),
    provinceCode: varchar('province_code', { length: 6 }).notNull(),
    provinceName: varchar('province_name', { length: 50 }).notNull(),
    cityCode: varchar('city_code', { length: 6 }).notNull(),
    cityName: varchar('city_name', { length: 50 }).notNull(),
    districtCode: varchar('district_code', { length: 6 }).notNull(),
    districtName: varchar('district_name', { length: 50 }).notNull(),
    detail: varchar('detail', { length: 120 }).notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    ...timestamps(),
  },
  (t) => [index('addresses_user_idx').on(t.userId)],
);
export type AddressRow = typeof addresses.$inferSelect;
