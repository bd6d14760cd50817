import { index, integer, pgTable, smallint, varchar } from 'drizzle-orm/pg-core';

/** Scene zones (场景专区): level-one ids 1–5 with children (6–10 fixed, more after); parent 0 for roots. */
export const sceneZones = pgTable(
  'scene_zones',
  {
    id: integer('id').primaryKey(),
    parentId: integer('parent_id').notNull().default(0),
    name: varchar('name', { length: 50 }).notNull(),
    sort: smallint('sort').notNull().default(0),
  },
  (t) => [index('scene_zones_parent_idx').on(t.parentId, t.sort)],
);
