import { index, pgTable, smallint, varchar } from 'drizzle-orm/pg-core';

/** Administrative regions (GB/T 2260): provinces (level 1, parent '0'), cities (2) and districts (3). */
export const regions = pgTable(
  'regions',
  {
    code: varchar('code', { length: 6 }).primaryKey(),
    name: varchar('name', { length: 50 }).notNull(),
    parentCode: varchar('parent_code', { length: 6 }).notNull(),
    level: smallint('level').notNull(),
    sort: smallint('sort').notNull().default(0),
  },
  (t) => [index('regions_parent_idx').on(t.parentCode, t.sort)],
);
