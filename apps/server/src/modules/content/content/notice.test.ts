import { beforeAll, describe, expect, it } from 'vitest';
import type { NoticeDetail, NoticeItem, Page } from '@mall/shared';
import { buyerAuth, operatorAuth } from '../../../testing/accounts';
import { lastAudit } from '../../../testing/audit';
import { useTestApp } from '../../../testing/world';

const w = useTestApp();
let op: Record<string, string>;
beforeAll(async () => {
  op = (await operatorAuth(w.app, '运营')).headers;
});

const EVIL =
  '<p onclick="alert(1)">停机维护通知<script>window.__pwned = 1</script></p>' +
  '<img src="x" onerror="alert(2)"><a href="javascript:alert(3)">详情</a><iframe src="https://x.test"></iframe>' +
  '<a href="https://example.com/a">公告附件</a>';

async function publish(title: string, content: string, headers = op) {
  const res = await w.app.inject({
    method: 'POST',
    url: '/api/admin/notice/add',
    payload: { title, content },
    headers,
  });
  return { status: res.statusCode, body: res.json() as { code: number; msg: string; data: NoticeDetail } };
}
const detail = async (id: unknown) => {
  const res = await w.app.inject({ method: 'GET', url: `/api/notice/getNoticeDetail?id=${String(id)}` });
  return { status: res.statusCode, body: res.json() as { code: number; msg: string; data: NoticeDetail } };
};

describe('notice detail', () => {
  it('publishes a notice (operator) and serves it with the HTML sanitised', async () => {
    const p = await publish('系统维护公告', EVIL);
    expect(p.status).toBe(200);
    const r = await detail(p.body.data.id);
    expect(r.status).toBe(200);
    const html = r.body.data.content;
    expect(r.body.data.title).toBe('系统维护公告');
    expect(html).not.toMatch(/<script|onclick|onerror|javascript:|<iframe|__pwned/);
    expect(html).toContain('<p>停机维护通知</p>');
    expect(html).toContain('href="https://example.com/a"');
    expect(r.body.data.createTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    const audit = await lastAudit(w.app, 'content.notice.create', p.body.data.id);
    expect(audit).toMatchObject({ targetType: 'notice', role: '运营', before: null });
    expect(audit.after).toMatchObject({ id: p.body.data.id, title: '系统维护公告' });
  });

  it('sanitises the list too, and the new notice is first at once', async () => {
    await publish('列表净化', EVIL);
    const res = await w.app.inject({
      method: 'POST',
      url: '/api/notice/getNoticeList',
      payload: { pageNum: 1, pageSize: 10 },
    });
    const page = res.json().data as Page<NoticeItem>;
    expect(page.list[0]!.title).toBe('列表净化');
    for (const n of page.list) expect(n.content).not.toMatch(/<script|onclick|onerror|javascript:/);
  });

  it('links the neighbours: prev is newer, next is older', async () => {
    const a = (await publish('较早公告', '<p>一</p>')).body.data;
    const b = (await publish('较新公告', '<p>二</p>')).body.data;
    expect((await detail(b.id)).body.data.next).toEqual({ id: a.id, title: '较早公告' });
    expect((await detail(a.id)).body.data.prev).toEqual({ id: b.id, title: '较新公告' });
    expect((await detail(b.id)).body.data.prev).toBeNull();
  });

  it('answers an unknown id with 404 公告不存在 and a malformed id with 400', async () => {
    const r = await detail(987654);
    expect(r.status).toBe(404);
    expect(r.body.msg).toBe('公告不存在');
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999']) {
      const b = await detail(bad);
      expect(b.status, bad).toBe(400);
      expect(b.body.msg).toMatch(/公告编号不正确/);
    }
    expect((await w.app.inject({ method: 'GET', url: '/api/notice/getNoticeDetail' })).statusCode).toBe(400);
  });
});

describe('publishing notices (operator)', () => {
  it('refuses missing and over-long fields with a clear 400', async () => {
    expect((await publish('', '<p>x</p>')).body.msg).toContain('请输入公告标题');
    expect((await publish('标题', '   ')).body.msg).toContain('请输入公告内容');
    expect((await publish('长'.repeat(201), '<p>x</p>')).body.msg).toContain('公告标题最多 200 个字');
    expect((await publish('标题', 'x'.repeat(50_001))).body.msg).toContain('公告内容最多 50000 个字');
    const res = await w.app.inject({
      method: 'POST',
      url: '/api/admin/notice/add',
      payload: {},
      headers: op,
    });
    expect(res.statusCode).toBe(400);
  });

  it('is refused to visitors (401), buyers (403) and operators without the role (403)', async () => {
    expect((await publish('t', 'c', {})).status).toBe(401);
    expect((await publish('t', 'c', (await buyerAuth(w.app)).headers)).status).toBe(403);
    expect((await publish('t', 'c', (await operatorAuth(w.app, '财务')).headers)).status).toBe(403);
  });
});

describe('help articles and company introduction', () => {
  it('answers an unknown help type with 404 and a malformed one with 400', async () => {
    const unknown = await w.app.inject({ method: 'GET', url: '/api/help/getHelpDetail?type=9-9' });
    expect(unknown.statusCode).toBe(404);
    const bad = await w.app.inject({ method: 'GET', url: '/api/help/getHelpDetail?type=<script>' });
    expect(bad.statusCode).toBe(400);
  });

  it('serves the help index in the footer’s five columns', async () => {
    const res = await w.app.inject({ method: 'GET', url: '/api/help/getHelpIndex' });
    const groups = res.json().data as { title: string }[];
    expect(groups.map((g) => g.title)).toEqual(['购物指南', '配送政策', '支付方式', '关于我们', '其他']);
  });
});
