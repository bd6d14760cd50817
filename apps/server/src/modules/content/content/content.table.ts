import { boolean, index, integer, pgTable, serial, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../../../db/columns';

/** Home carousel banners. */
export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  title: varchar('title', { length: 100 }).notNull(),
  imageUrl: text('image_url').notNull(),
  link: text('link').notNull(),
  sort: smallint('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
});

/** Hot search words shown under the search box. */
export const hotWords = pgTable('hot_words', {
  id: serial('id').primaryKey(),
  hotWord: varchar('hot_word', { length: 50 }).notNull(),
  sort: smallint('sort').notNull().default(0),
});

/** Every recorded search (recordSearch); user id null for visitors. Feeds history and hot words. */
export const searchRecords = pgTable(
  'search_records',
  {
    id: id(),
    term: varchar('term', { length: 100 }).notNull(),
    userId: integer('user_id'),
    createdAt: createdAt(),
  },
  (t) => [index('search_records_user_idx').on(t.userId, t.createdAt.desc())],
);

/** Platform notices (公告). */
export const notices = pgTable(
  'notices',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 200 }).notNull(),
    contentHtml: text('content_html').notNull(),
    published: boolean('published').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('notices_created_idx').on(t.createdAt.desc())],
);

/**
 * Help centre articles, keyed like the footer: `type` is '<column>-<item>' ('2-1' 货到付款);
 * `groupTitle` is the footer column.
 */
export const helpArticles = pgTable('help_articles', {
  type: varchar('type', { length: 8 }).primaryKey(),
  groupTitle: varchar('group_title', { length: 20 }).notNull(),
  title: varchar('title', { length: 50 }).notNull(),
  contentHtml: text('content_html').notNull(),
  sort: smallint('sort').notNull().default(0),
});

/** Stand-alone content pages (company introduction …) by key. */
export const sitePages = pgTable('site_pages', {
  key: varchar('key', { length: 40 }).primaryKey(),
  title: varchar('title', { length: 100 }).notNull(),
  contentHtml: text('content_html').notNull(),
  updatedAt: updatedAt(),
});
