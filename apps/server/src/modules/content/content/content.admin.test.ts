import { beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminBanner,
  AdminHelpArticle,
  AdminNotice,
  Banner,
  HotSearch,
  NoticeItem,
  Page,
} from '@mall/shared';
import { contentSeeder } from '../../../seed/content.seed';
import { buyerAuth, operatorAuth } from '../../../testing/accounts';
import { useTestApp } from '../../../testing/world';
import { lastAuditAbout } from '../../../testing/audit';
import { envelopeCaller } from '../../../testing/envelope';
import { auditLog } from '../../platform/audit/audit.table';
import { fileForm } from '../../../testing/multipart';

const w = useTestApp();
let op: Record<string, string>;
let opName: string;
beforeAll(async () => {
  await contentSeeder.run({ db: w.app.db.db, env: w.app.env, log: () => {} });
  const auth = await operatorAuth(w.app, '运营');
  op = auth.headers;
  opName = auth.operator.username;
});

const call = envelopeCaller(
  () => w.app,
  () => op,
);
const publicGet = async <T>(url: string) => (await call<T>('GET', url, undefined, {})).body.data;
const publicPost = async <T>(url: string, payload: unknown) =>
  (await call<T>('POST', url, payload, {})).body.data;
const lastAudit = (targetType: string) => lastAuditAbout(w.app, { type: targetType });
const auditCount = async () => (await w.app.db.db.select({ id: auditLog.id }).from(auditLog)).length;

const EVIL =
  '<p onclick="alert(1)">正文<script>window.__pwned = 1</script></p>' +
  '<img src="x" onerror="alert(2)"><a href="javascript:alert(3)">链接</a><a href="https://example.com/a">附件</a>';
const DIRTY = /<script|onclick|onerror|javascript:|__pwned/;

describe('banners', () => {
  it('creates, updates, reorders and deletes; the storefront list follows at once; each write audited', async () => {
    // Warm the storefront cache first, so a stale answer would show.
    const before = await publicGet<Banner[]>('/api/home/index/getBannerList');
    expect(before.length).toBe(4);

    const created = await call<AdminBanner>('POST', '/api/admin/content/banner/create', {
      title: '  春季工具节 ',
      imageUrl: '/api/files/uploads/0123456789abcdef0123456789abcdef.png',
      link: '/brand',
    });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ title: '春季工具节', enabled: true, sort: 4 });
    const id = created.body.data.id;
    let list = await publicGet<Banner[]>('/api/home/index/getBannerList');
    expect(list.map((b) => b.id)).toEqual([...before.map((b) => b.id), id]);
    const audit = await lastAudit('banner');
    expect(audit).toMatchObject({
      action: 'content.banner.create',
      targetId: String(id),
      operatorName: opName,
    });
    expect(audit.before).toBeNull();
    expect(audit.after).toMatchObject({ title: '春季工具节', link: '/brand' });

    const updated = await call<AdminBanner>('POST', '/api/admin/content/banner/update', {
      id,
      title: '春季工具节（停用）',
      imageUrl: 'https://img.example.com/a.png',
      link: 'https://example.com/promo',
      enabled: false,
    });
    expect(updated.body.data).toMatchObject({ enabled: false, link: 'https://example.com/promo' });
    list = await publicGet<Banner[]>('/api/home/index/getBannerList');
    expect(list.map((b) => b.id)).not.toContain(id);
    const upd = await lastAudit('banner');
    expect(upd.action).toBe('content.banner.update');
    expect(upd.before).toMatchObject({ title: '春季工具节', enabled: true });
    expect(upd.after).toMatchObject({ title: '春季工具节（停用）', enabled: false });

    await call('POST', '/api/admin/content/banner/update', { ...updated.body.data, enabled: true });
    const all = (await call<AdminBanner[]>('GET', '/api/admin/content/banner/list')).body.data;
    const reversed = all.map((b) => b.id).reverse();
    const re = await call<AdminBanner[]>('POST', '/api/admin/content/banner/reorder', { ids: reversed });
    expect(re.status).toBe(200);
    expect(re.body.data.map((b) => b.id)).toEqual(reversed);
    list = await publicGet<Banner[]>('/api/home/index/getBannerList');
    expect(list.map((b) => b.id)).toEqual(reversed);
    expect((await lastAudit('banner')).after).toEqual({ ids: reversed });

    const del = await call('POST', '/api/admin/content/banner/delete', { id });
    expect(del.status).toBe(200);
    list = await publicGet<Banner[]>('/api/home/index/getBannerList');
    expect(list.map((b) => b.id)).not.toContain(id);
    expect((await lastAudit('banner')).action).toBe('content.banner.delete');
    expect((await call('POST', '/api/admin/content/banner/delete', { id })).status).toBe(404);
  });

  it('refuses bad input with Chinese messages and writes nothing', async () => {
    const n = await auditCount();
    const bad = async (payload: unknown) => call('POST', '/api/admin/content/banner/create', payload);
    expect((await bad({ title: '', imageUrl: '/api/files/x.png', link: '/' })).body.msg).toContain(
      '请输入轮播图标题',
    );
    expect((await bad({ title: 't', imageUrl: 'javascript:alert(1)', link: '/' })).body.msg).toContain(
      '图片地址须为本站上传的图片或 http(s) 地址',
    );
    const evilLink = await bad({ title: 't', imageUrl: '/api/files/x.png', link: 'javascript:alert(1)' });
    expect(evilLink.status).toBe(400);
    expect(evilLink.body.msg).toContain('链接须为站内路径');
    expect((await bad({ title: 't', imageUrl: '/api/files/x.png', link: '//evil.test/x' })).status).toBe(400);
    const all = (await call<AdminBanner[]>('GET', '/api/admin/content/banner/list')).body.data;
    const partial = await call('POST', '/api/admin/content/banner/reorder', { ids: [all[0]!.id] });
    expect(partial.status).toBe(400);
    expect(partial.body.msg).toContain('须包含全部轮播图');
    const missing = await call('POST', '/api/admin/content/banner/update', {
      id: 999_999,
      title: 't',
      imageUrl: '/api/files/x.png',
      link: '/',
    });
    expect(missing.status).toBe(404);
    expect(missing.body.msg).toBe('轮播图不存在');
    expect(await auditCount()).toBe(n);
  });
});

describe('hot words', () => {
  it('replaces the list in order; the storefront hot words follow at once; audited', async () => {
    const old = await publicGet<HotSearch[]>('/api/home/index/getHotSearch');
    expect(old.length).toBeGreaterThan(0);
    const saved = await call<{ hotWord: string }[]>('POST', '/api/admin/content/hot-word/save', {
      words: ['劳保手套', ' 电钻 ', '螺丝刀'],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.map((w) => w.hotWord)).toEqual(['劳保手套', '电钻', '螺丝刀']);
    const now = await publicGet<HotSearch[]>('/api/home/index/getHotSearch');
    expect(now.map((w) => w.hotWord)).toEqual(['劳保手套', '电钻', '螺丝刀']);
    const audit = await lastAudit('hot-words');
    expect(audit.before).toEqual({ words: old.map((w) => w.hotWord) });
    expect(audit.after).toEqual({ words: ['劳保手套', '电钻', '螺丝刀'] });
    const dup = await call('POST', '/api/admin/content/hot-word/save', { words: ['电钻', '电钻'] });
    expect(dup.status).toBe(400);
    expect(dup.body.msg).toContain('热门词不能重复');
  });
});

describe('notices', () => {
  it('creates, lists, updates, unpublishes and deletes; rich text sanitised; storefront follows at once', async () => {
    // Warm the storefront's notice list cache.
    await publicPost<Page<NoticeItem>>('/api/notice/getNoticeList', { pageNum: 1, pageSize: 10 });
    const created = await call<AdminNotice>('POST', '/api/admin/content/notice/create', {
      title: '五一假期发货安排',
      content: EVIL,
    });
    expect(created.status).toBe(200);
    expect(created.body.data.content).not.toMatch(DIRTY);
    expect(created.body.data.content).toContain('href="https://example.com/a"');
    const id = created.body.data.id;
    const audit = await lastAudit('notice');
    expect(audit).toMatchObject({ action: 'content.notice.create', targetId: String(id) });
    expect((audit.after as { contentHtml: string }).contentHtml).toBe(EVIL);

    let page = await publicPost<Page<NoticeItem>>('/api/notice/getNoticeList', { pageNum: 1, pageSize: 10 });
    expect(page.list[0]).toMatchObject({ id, title: '五一假期发货安排' });
    expect(page.list[0]!.content).not.toMatch(DIRTY);
    const detail = await publicGet<{ content: string }>(`/api/notice/getNoticeDetail?id=${id}`);
    expect(detail.content).not.toMatch(DIRTY);

    const adminList = await call<Page<AdminNotice>>('POST', '/api/admin/content/notice/list', {
      keyword: '五一',
    });
    expect(adminList.body.data.list.map((n) => n.id)).toEqual([id]);
    for (const n of adminList.body.data.list) expect(n.content).not.toMatch(DIRTY);

    const upd = await call<AdminNotice>('POST', '/api/admin/content/notice/update', {
      id,
      title: '五一假期发货安排（草稿）',
      content: '<p>改</p>',
      published: false,
    });
    expect(upd.body.data).toMatchObject({ published: false, content: '<p>改</p>' });
    page = await publicPost<Page<NoticeItem>>('/api/notice/getNoticeList', { pageNum: 1, pageSize: 10 });
    expect(page.list.map((n) => n.id)).not.toContain(id);
    expect((await call('GET', `/api/notice/getNoticeDetail?id=${id}`, undefined, {})).status).toBe(404);
    const drafts = await call<Page<AdminNotice>>('POST', '/api/admin/content/notice/list', {
      published: false,
    });
    expect(drafts.body.data.list.map((n) => n.id)).toContain(id);
    const updAudit = await lastAudit('notice');
    expect(updAudit.before).toMatchObject({ title: '五一假期发货安排', published: true });
    expect(updAudit.after).toMatchObject({ title: '五一假期发货安排（草稿）', published: false });

    expect((await call('POST', '/api/admin/content/notice/delete', { id })).status).toBe(200);
    expect((await call('POST', '/api/admin/content/notice/detail', { id })).status).toBe(404);
    expect((await lastAudit('notice')).action).toBe('content.notice.delete');
  });

  it('keeps the first call /api/admin/notice/add working, now audited and shown at once', async () => {
    await publicPost('/api/notice/getNoticeList', { pageNum: 1, pageSize: 5 });
    const res = await call<{ id: number; content: string }>('POST', '/api/admin/notice/add', {
      title: '旧接口公告',
      content: EVIL,
    });
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe('发布成功');
    expect(res.body.data.content).not.toMatch(DIRTY);
    const page = await publicPost<Page<NoticeItem>>('/api/notice/getNoticeList', { pageNum: 1, pageSize: 5 });
    expect(page.list[0]!.id).toBe(res.body.data.id);
    expect((await lastAudit('notice')).targetId).toBe(String(res.body.data.id));
  });
});

describe('help articles and company introduction', () => {
  it('lists the footer’s entries, saves an article (sanitised) and deletes it; storefront follows', async () => {
    const list = (await call<AdminHelpArticle[]>('GET', '/api/admin/content/help/list')).body.data;
    expect(list.map((a) => a.type)).toEqual([
      '1-1',
      '1-2',
      '3-1',
      '3-2',
      '3-3',
      '2-1',
      '4-1',
      '4-2',
      '4-3',
      '5-1',
      '5-2',
      '5-3',
    ]);
    const saved = await call<AdminHelpArticle>('POST', '/api/admin/content/help/save', {
      type: '2-1',
      title: '货到付款说明',
      content: EVIL,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ type: '2-1', groupTitle: '支付方式', exists: true });
    const pub = await publicGet<{ title: string; content: string }>('/api/help/getHelpDetail?type=2-1');
    expect(pub.title).toBe('货到付款说明');
    expect(pub.content).not.toMatch(DIRTY);
    expect(pub.content).toContain('正文');
    const audit = await lastAudit('help-article');
    expect(audit.targetId).toBe('2-1');
    expect(audit.after).toMatchObject({ title: '货到付款说明' });

    const outside = await call('POST', '/api/admin/content/help/save', {
      type: '9-9',
      title: 't',
      content: 'c',
    });
    expect(outside.status).toBe(400);
    expect(outside.body.msg).toContain('帮助类型不在页脚目录中');

    expect((await call('POST', '/api/admin/content/help/delete', { type: '2-1' })).status).toBe(200);
    expect((await call('GET', '/api/help/getHelpDetail?type=2-1', undefined, {})).status).toBe(404);
    const after = (await call<AdminHelpArticle[]>('GET', '/api/admin/content/help/list')).body.data;
    expect(after.find((a) => a.type === '2-1')).toMatchObject({ exists: false, content: '' });
    expect((await call('POST', '/api/admin/content/help/delete', { type: '2-1' })).status).toBe(404);
  });

  it('saves the company introduction (sanitised) and the storefront shows it at once', async () => {
    const res = await call<{ title: string; content: string }>(
      'POST',
      '/api/admin/content/company-introduction/save',
      { title: '关于工业品商城', content: `<h2>我们是谁</h2>${EVIL}` },
    );
    expect(res.status).toBe(200);
    const pub = await publicGet<{ title: string; content: string }>('/api/global/getCompanyIntroduction');
    expect(pub.title).toBe('关于工业品商城');
    expect(pub.content).toContain('<h2>我们是谁</h2>');
    expect(pub.content).not.toMatch(DIRTY);
    const audit = await lastAudit('site-page');
    expect(audit.before).not.toBeNull();
    expect(audit.after).toMatchObject({ title: '关于工业品商城' });
  });
});

describe('roles', () => {
  const writes: [string, unknown][] = [
    ['/api/admin/content/banner/create', { title: 't', imageUrl: '/api/files/x.png', link: '/' }],
    ['/api/admin/content/banner/update', { id: 1, title: 't', imageUrl: '/api/files/x.png', link: '/' }],
    ['/api/admin/content/banner/delete', { id: 1 }],
    ['/api/admin/content/banner/reorder', { ids: [1] }],
    ['/api/admin/content/hot-word/save', { words: ['x'] }],
    ['/api/admin/content/notice/list', {}],
    ['/api/admin/content/notice/detail', { id: 1 }],
    ['/api/admin/content/notice/create', { title: 't', content: 'c' }],
    ['/api/admin/content/notice/update', { id: 1, title: 't', content: 'c' }],
    ['/api/admin/content/notice/delete', { id: 1 }],
    ['/api/admin/notice/add', { title: 't', content: 'c' }],
    ['/api/admin/content/help/save', { type: '1-1', title: 't', content: 'c' }],
    ['/api/admin/content/help/delete', { type: '1-1' }],
    ['/api/admin/content/company-introduction/save', { title: 't', content: 'c' }],
    ['/api/admin/content/floor/save', { categoryIds: [1] }],
  ];
  const reads = [
    '/api/admin/content/banner/list',
    '/api/admin/content/hot-word/list',
    '/api/admin/content/help/list',
    '/api/admin/content/company-introduction',
    '/api/admin/content/floor/get',
  ];

  it('refuses visitors (401), buyers and operators of other areas (403), and writes nothing', async () => {
    const n = await auditCount();
    const buyer = (await buyerAuth(w.app)).headers;
    const finance = (await operatorAuth(w.app, '财务')).headers;
    const goods = (await operatorAuth(w.app, '商品')).headers;
    for (const [url, payload] of writes) {
      expect((await call('POST', url, payload, {})).status, url).toBe(401);
      const b = await call('POST', url, payload, buyer);
      expect(b.status, url).toBe(403);
      expect(b.body.msg).toBe('买家账号不能访问运营后台');
      for (const h of [finance, goods]) {
        const r = await call('POST', url, payload, h);
        expect(r.status, url).toBe(403);
        expect(r.body.msg).toBe('当前角色没有此操作的权限');
      }
    }
    for (const url of reads) {
      expect((await call('GET', url, undefined, {})).status, url).toBe(401);
      expect((await call('GET', url, undefined, buyer)).status, url).toBe(403);
      expect((await call('GET', url, undefined, finance)).status, url).toBe(403);
    }
    expect(await auditCount()).toBe(n);
  });

  it('lets the super administrator in', async () => {
    const admin = (await operatorAuth(w.app, '超级管理员')).headers;
    expect((await call('GET', '/api/admin/content/banner/list', undefined, admin)).status).toBe(200);
  });
});

describe('content image upload', () => {
  const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  const { payload, contentType } = fileForm(PNG, 'b.png', 'image/png');
  const upload = (headers: Record<string, string>) =>
    w.app.inject({
      method: 'POST',
      url: '/api/admin/content/upload',
      payload,
      headers: { ...headers, 'content-type': contentType },
    });

  it('stores an operator’s banner image, usable as a banner; buyers and other roles refused', async () => {
    const res = await upload(op);
    expect(res.statusCode).toBe(200);
    const url = res.json().data.url as string;
    expect(url).toMatch(/^\/api\/files\/uploads\/[0-9a-f]{32}\.png$/);
    expect((await w.app.inject({ method: 'GET', url })).rawPayload.equals(PNG)).toBe(true);
    const b = await call('POST', '/api/admin/content/banner/create', {
      title: '上传图',
      imageUrl: url,
      link: '/',
    });
    expect(b.status).toBe(200);
    expect((await upload((await buyerAuth(w.app)).headers)).statusCode).toBe(403);
    expect((await upload((await operatorAuth(w.app, '财务')).headers)).statusCode).toBe(403);
    expect((await upload({})).statusCode).toBe(401);
  });
});
