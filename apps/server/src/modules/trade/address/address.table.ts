import { bigserial, bigint, boolean, index, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Buyers' delivery addresses; region names are copied from the regions table when saved. */
export const addresses = pgTable(
  'addresses',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('addresses_user_idx').on(t.userId)],
);
export type AddressRow = typeof addresses.$inferSelect;
