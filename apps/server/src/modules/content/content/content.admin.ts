import { and, asc, eq, ilike, max, type SQL } from 'drizzle-orm';
import {
  HELP_ARTICLES_INDEX,
  type AdminBanner,
  type AdminHelpArticle,
  type AdminHotWord,
  type AdminNotice,
  type AdminNoticeInput,
  type AdminNoticeListBody,
  type AdminSitePage,
  type BannerInput,
  type HelpArticleSave,
  type Page,
  type SitePageSave,
} from '@mall/shared';
import type { Db, DbOrTx } from '../../../db/client';
import { badRequest, notFound } from '../../../lib/app-error';
import type { EphemeralStore } from '../../../lib/store';
import { newestFirstPage } from '../../../lib/newest-page';
import { rowById } from '../../../lib/by-id';
import { deleteAudited, recordAudit, type AuditActor } from '../../platform/audit';
import { dropContentCache } from './content.cache';
import { sanitizeContent } from './content.sanitize';
import { formatChinaTime } from './content.service';
import { banners, helpArticles, hotWords, notices, sitePages } from './content.table';

type BannerRow = typeof banners.$inferSelect;
type NoticeRow = typeof notices.$inferSelect;

const COMPANY_INTRODUCTION = 'company-introduction';
const FOOTER_ENTRIES = HELP_ARTICLES_INDEX.flatMap((g, gi) =>
  g.items.map((item, ii) => ({
    type: item.type,
    groupTitle: g.title,
    footerTitle: item.title,
    sort: gi * 10 + ii,
  })),
);

const toBanner = (r: BannerRow): AdminBanner => ({ ...r });
const toNotice = (r: NoticeRow): AdminNotice => ({
  id: r.id,
  title: r.title,
  content: sanitizeContent(r.contentHtml),
  published: r.published,
  createTime: formatChinaTime(r.createdAt),
});
/** Audit snapshot of a notice: the HTML as stored (what was written), not the sanitised view. */
const noticeSnapshot = (r: NoticeRow) => ({
  id: r.id,
  title: r.title,
  contentHtml: r.contentHtml,
  published: r.published,
});

/**
 * Operator writes to the storefront's content. Each write and its audit row share one transaction; after
 * commit the storefront's caches of what changed are dropped, so its next call shows the change.
 */
export class ContentAdminService {
  constructor(
    private readonly db: Db,
    private readonly store: EphemeralStore,
  ) {}

  // ---- Banners ----

  async listBanners(): Promise<AdminBanner[]> {
    const rows = await this.db.select().from(banners).orderBy(asc(banners.sort), asc(banners.id));
    return rows.map(toBanner);
  }

  private bannerRow(db: DbOrTx, id: number, lock = false): Promise<BannerRow> {
    return rowById(db, banners, id, '轮播图不存在', { lock });
  }

  async createBanner(actor: AuditActor, input: BannerInput): Promise<AdminBanner> {
    const row = await this.db.transaction(async (tx) => {
      const [last] = await tx.select({ sort: max(banners.sort) }).from(banners);
      const [created] = await tx
        .insert(banners)
        .values({ ...input, sort: (last?.sort ?? -1) + 1 })
        .returning();
      await recordAudit(tx, actor, {
        action: 'content.banner.create',
        targetType: 'banner',
        targetId: created!.id,
        summary: `新增轮播图「${created!.title}」`,
        after: created,
      });
      return created!;
    });
    await dropContentCache(this.store, 'banners');
    return toBanner(row);
  }

  async updateBanner(actor: AuditActor, id: number, input: BannerInput): Promise<AdminBanner> {
    const row = await this.db.transaction(async (tx) => {
      const before = await this.bannerRow(tx, id, true);
      const [after] = await tx.update(banners).set(input).where(eq(banners.id, id)).returning();
      await recordAudit(tx, actor, {
        action: 'content.banner.update',
        targetType: 'banner',
        targetId: id,
        summary: `修改轮播图「${after!.title}」`,
        before,
        after,
      });
      return after!;
    });
    await dropContentCache(this.store, 'banners');
    return toBanner(row);
  }

  async deleteBanner(actor: AuditActor, id: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const before = await this.bannerRow(tx, id, true);
      await deleteAudited(tx, actor, banners, id, {
        action: 'content.banner.delete',
        targetType: 'banner',
        summary: `删除轮播图「${before.title}」`,
        before,
      });
    });
    await dropContentCache(this.store, 'banners');
  }

  /** `ids` must name every banner exactly once; their order becomes the display order. */
  async reorderBanners(actor: AuditActor, ids: number[]): Promise<AdminBanner[]> {
    await this.db.transaction(async (tx) => {
      const before = await tx
        .select({ id: banners.id, sort: banners.sort })
        .from(banners)
        .orderBy(asc(banners.sort), asc(banners.id))
        .for('update');
      const known = new Set(before.map((b) => b.id));
      if (new Set(ids).size !== ids.length || ids.length !== known.size || ids.some((i) => !known.has(i)))
        throw badRequest('轮播图顺序须包含全部轮播图，且每张只出现一次');
      for (const [sort, id] of ids.entries())
        await tx.update(banners).set({ sort }).where(eq(banners.id, id));
      await recordAudit(tx, actor, {
        action: 'content.banner.reorder',
        targetType: 'banner',
        targetId: 'order',
        summary: '调整轮播图顺序',
        before: { ids: before.map((b) => b.id) },
        after: { ids },
      });
    });
    await dropContentCache(this.store, 'banners');
    return this.listBanners();
  }

  // ---- Hot words ----

  listHotWords(db: DbOrTx = this.db): Promise<AdminHotWord[]> {
    return db
      .select({ id: hotWords.id, hotWord: hotWords.hotWord, sort: hotWords.sort })
      .from(hotWords)
      .orderBy(asc(hotWords.sort), asc(hotWords.id));
  }

  /** Replaces the hot words with `words`, in that order. */
  async saveHotWords(actor: AuditActor, words: string[]): Promise<AdminHotWord[]> {
    const after = await this.db.transaction(async (tx) => {
      const before = await this.listHotWords(tx);
      await tx.delete(hotWords);
      if (words.length) await tx.insert(hotWords).values(words.map((hotWord, sort) => ({ hotWord, sort })));
      const saved = await this.listHotWords(tx);
      await recordAudit(tx, actor, {
        action: 'content.hot-words.save',
        targetType: 'hot-words',
        targetId: 'all',
        summary: `保存热门搜索词（${words.length} 个）`,
        before: { words: before.map((w) => w.hotWord) },
        after: { words },
      });
      return saved;
    });
    await dropContentCache(this.store, 'hotWords');
    return after;
  }

  // ---- Notices ----

  async listNotices(q: AdminNoticeListBody): Promise<Page<AdminNotice>> {
    const conds: SQL[] = [];
    if (q.keyword) conds.push(ilike(notices.title, `%${q.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
    if (q.published !== undefined) conds.push(eq(notices.published, q.published));
    const where = conds.length ? and(...conds) : undefined;
    const { rows, total } = await newestFirstPage(this.db, notices, where, q);
    return { list: rows.map(toNotice), total, pageNum: q.pageNum, pageSize: q.pageSize };
  }

  private noticeRow(db: DbOrTx, id: number, lock = false): Promise<NoticeRow> {
    return rowById(db, notices, id, '公告不存在', { lock });
  }

  async getNotice(id: number): Promise<AdminNotice> {
    return toNotice(await this.noticeRow(this.db, id));
  }

  /** Publishes (or drafts) a notice; the HTML is stored as written and sanitised whenever it is served. */
  async createNotice(actor: AuditActor, input: AdminNoticeInput): Promise<AdminNotice> {
    const row = await this.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(notices)
        .values({ title: input.title, contentHtml: input.content, published: input.published })
        .returning();
      await recordAudit(tx, actor, {
        action: 'content.notice.create',
        targetType: 'notice',
        targetId: created!.id,
        summary: `${input.published ? '发布' : '保存'}公告「${created!.title}」`,
        after: noticeSnapshot(created!),
      });
      return created!;
    });
    await dropContentCache(this.store, 'notices');
    return toNotice(row);
  }

  async updateNotice(actor: AuditActor, id: number, input: AdminNoticeInput): Promise<AdminNotice> {
    const row = await this.db.transaction(async (tx) => {
      const before = await this.noticeRow(tx, id, true);
      const [after] = await tx
        .update(notices)
        .set({ title: input.title, contentHtml: input.content, published: input.published })
        .where(eq(notices.id, id))
        .returning();
      await recordAudit(tx, actor, {
        action: 'content.notice.update',
        targetType: 'notice',
        targetId: id,
        summary: `修改公告「${after!.title}」`,
        before: noticeSnapshot(before),
        after: noticeSnapshot(after!),
      });
      return after!;
    });
    await dropContentCache(this.store, 'notices');
    return toNotice(row);
  }

  async deleteNotice(actor: AuditActor, id: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const before = await this.noticeRow(tx, id, true);
      await deleteAudited(tx, actor, notices, id, {
        action: 'content.notice.delete',
        targetType: 'notice',
        summary: `删除公告「${before.title}」`,
        before: noticeSnapshot(before),
      });
    });
    await dropContentCache(this.store, 'notices');
  }

  // ---- Help articles (the footer's entries) ----

  async listHelpArticles(): Promise<AdminHelpArticle[]> {
    const rows = await this.db.select().from(helpArticles);
    const byType = new Map(rows.map((r) => [r.type, r]));
    return FOOTER_ENTRIES.map((e) => {
      const row = byType.get(e.type);
      return {
        type: e.type,
        groupTitle: e.groupTitle,
        footerTitle: e.footerTitle,
        exists: row !== undefined,
        title: row?.title ?? e.footerTitle,
        content: row ? sanitizeContent(row.contentHtml) : '',
      };
    });
  }

  private footerEntry(type: string) {
    const entry = FOOTER_ENTRIES.find((e) => e.type === type);
    if (!entry) throw badRequest('帮助类型不在页脚目录中');
    return entry;
  }

  /** Creates or replaces the article behind a footer entry. */
  async saveHelpArticle(actor: AuditActor, input: HelpArticleSave): Promise<AdminHelpArticle> {
    const entry = this.footerEntry(input.type);
    const row = await this.db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(helpArticles)
        .where(eq(helpArticles.type, input.type))
        .for('update');
      const values = {
        title: input.title,
        contentHtml: input.content,
        groupTitle: entry.groupTitle,
        sort: entry.sort,
      };
      const [after] = await tx
        .insert(helpArticles)
        .values({ type: input.type, ...values })
        .onConflictDoUpdate({ target: helpArticles.type, set: values })
        .returning();
      await recordAudit(tx, actor, {
        action: before ? 'content.help.update' : 'content.help.create',
        targetType: 'help-article',
        targetId: input.type,
        summary: `${before ? '修改' : '新建'}帮助文章「${after!.title}」`,
        before: before ?? null,
        after,
      });
      return after!;
    });
    return {
      type: row.type,
      groupTitle: entry.groupTitle,
      footerTitle: entry.footerTitle,
      exists: true,
      title: row.title,
      content: sanitizeContent(row.contentHtml),
    };
  }

  async deleteHelpArticle(actor: AuditActor, type: string): Promise<void> {
    this.footerEntry(type);
    await this.db.transaction(async (tx) => {
      const [before] = await tx.select().from(helpArticles).where(eq(helpArticles.type, type)).for('update');
      if (!before) throw notFound('帮助文章不存在');
      await tx.delete(helpArticles).where(eq(helpArticles.type, type));
      await recordAudit(tx, actor, {
        action: 'content.help.delete',
        targetType: 'help-article',
        targetId: type,
        summary: `删除帮助文章「${before.title}」`,
        before,
      });
    });
  }

  // ---- Company introduction ----

  async getCompanyIntroduction(): Promise<AdminSitePage> {
    const [row] = await this.db.select().from(sitePages).where(eq(sitePages.key, COMPANY_INTRODUCTION));
    if (!row) return { title: '公司介绍', content: '', updateTime: '' };
    return {
      title: row.title,
      content: sanitizeContent(row.contentHtml),
      updateTime: formatChinaTime(row.updatedAt),
    };
  }

  async saveCompanyIntroduction(actor: AuditActor, input: SitePageSave): Promise<AdminSitePage> {
    const row = await this.db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(sitePages)
        .where(eq(sitePages.key, COMPANY_INTRODUCTION))
        .for('update');
      const values = { title: input.title, contentHtml: input.content, updatedAt: new Date() };
      const [after] = await tx
        .insert(sitePages)
        .values({ key: COMPANY_INTRODUCTION, ...values })
        .onConflictDoUpdate({ target: sitePages.key, set: values })
        .returning();
      await recordAudit(tx, actor, {
        action: 'content.page.save',
        targetType: 'site-page',
        targetId: COMPANY_INTRODUCTION,
        summary: '修改公司介绍',
        before: before ?? null,
        after,
      });
      return after!;
    });
    return {
      title: row.title,
      content: sanitizeContent(row.contentHtml),
      updateTime: formatChinaTime(row.updatedAt),
    };
  }
}
