import { afterAll, describe, expect, it } from 'vitest';
import { REQUEST_STATUS, type MailOutboxEntry, type PurchaseRequest } from '@mall/shared';
import { call, must } from '../../testing/company.fixture';
import { until } from '../../testing/webhook-receiver.fixture';
import { useWorld } from '../../testing/world';
import { approvingCompany, daytime, notificationWorld, robotPlatforms } from './robot-receiver.fixture';

// The app's clock: the daytime clock, moved on by `later` ms (expiry).
const base = daytime();
let later = 0;
const w = useWorld(async () => ({
  ...(await notificationWorld(() => new Date(base().getTime() + later))),
  platforms: await robotPlatforms({ wecomKey: 'wecom-link-key', dingtalk: 'd', feishu: 'f' }),
}));
afterAll(() => w.platforms?.close());

const outbox = async (to: string) =>
  (await w.app.inject({ method: 'GET', url: `/api/dev/mail-outbox?to=${encodeURIComponent(to)}` })).json()
    .data as MailOutboxEntry[];

/** A company with an approver on `email`, a request waiting for him, and the two links of his mail. */
async function waiting() {
  const email = `link${Date.now()}${Math.floor(Math.random() * 1e6)}@demo.example`;
  const s = await approvingCompany(w.app, w.op, email);
  const requestNo = await s.submit();
  const mail = await until(async () => {
    const list = await outbox(email);
    return list.find((m) => m.subject.includes(requestNo));
  }, 'the approval mail');
  const token = (label: string) =>
    new RegExp(`${label}：http://127\\.0\\.0\\.1:3000/approval-link/([\\w-]{43})`).exec(mail.text)![1]!;
  return { ...s, requestNo, mail, approve: token('同意'), reject: token('驳回') };
}

const show = (token: string, headers: Record<string, string> = {}) =>
  w.app.inject({ method: 'GET', url: `/api/approval-link/${token}`, headers });
const confirm = (token: string, comment = '', headers: Record<string, string> = {}) =>
  w.app.inject({ method: 'POST', url: `/api/approval-link/${token}`, headers, payload: { comment } });
const detail = (s: Awaited<ReturnType<typeof waiting>>) =>
  must(w.app)<PurchaseRequest>(s.buyer, 'GET', `/api/company/requests/detail?requestNo=${s.requestNo}`);

describe('approve from the message', () => {
  it('mails 同意 and 驳回 links; GET only shows; one confirming POST approves, records 邮件审批, and is single use', async () => {
    const s = await waiting();
    expect(s.mail.html).toContain('/approval-link/');
    expect(s.approve).not.toBe(s.reject);
    // Mail scanners follow links: GET, twice, changes nothing.
    for (let i = 0; i < 2; i++) {
      const res = await show(s.approve);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        action: 'approve',
        actionLabel: '同意',
        channelLabel: '邮件审批',
        needsSignIn: false,
        request: { requestNo: s.requestNo, amount: '125.00', level: '一级' },
      });
      expect(res.json().data.request.lines[0]).toMatchObject({ quantity: 1, price: '125.00' });
    }
    expect((await show(s.reject)).json().data.actionLabel).toBe('驳回');
    const before = await detail(s);
    expect(before.status).toBe(REQUEST_STATUS.PENDING);
    expect(before.steps.map((x) => x.action)).toEqual(['提交']);

    // No session needed: the token is the approver's.
    const done = await confirm(s.approve);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      msg: `已同意采购申请 ${s.requestNo}`,
      data: { requestNo: s.requestNo, status: REQUEST_STATUS.APPROVED },
    });
    const after = await detail(s);
    expect(after.status).toBe(REQUEST_STATUS.APPROVED);
    expect(after.orderNo).toMatch(/\S/);
    expect(after.steps.find((x) => x.action === '通过')).toMatchObject({ channel: '邮件审批' });

    // Used: the same link, and its 驳回 sibling, say so.
    for (const token of [s.approve, s.reject]) {
      const again = await confirm(token);
      expect(again.statusCode).toBe(410);
      expect(again.json().msg).toBe('此审批链接已使用过，不能再次使用');
      expect((await show(token)).statusCode).toBe(410);
    }
    expect((await detail(s)).steps.filter((x) => x.action === '通过')).toHaveLength(1);
  });

  it('rejects with the comment and records the channel', async () => {
    const s = await waiting();
    const res = await confirm(s.reject, '型号不对，请重新选择');
    expect(res.json()).toMatchObject({ code: 200, data: { status: REQUEST_STATUS.REJECTED } });
    const d = await detail(s);
    expect(d.reason).toBe('型号不对，请重新选择');
    expect(d.steps.find((x) => x.action === '驳回')).toMatchObject({
      channel: '邮件审批',
      comment: '型号不对，请重新选择',
    });
  });

  it('is bound to its approver: another member’s session is refused; a made-up token is unknown', async () => {
    const s = await waiting();
    for (const who of [s.buyer, s.company.admin]) {
      expect((await show(s.approve, who.headers)).statusCode).toBe(403);
      const res = await confirm(s.approve, '', who.headers);
      expect(res.statusCode).toBe(403);
      expect(res.json().msg).toContain('属于其他审批人');
    }
    expect((await detail(s)).status).toBe(REQUEST_STATUS.PENDING);
    // His own session is fine.
    expect((await show(s.approve, s.approver.headers)).statusCode).toBe(200);
    const made = 'A'.repeat(43);
    expect((await show(made)).statusCode).toBe(404);
    expect((await confirm(made)).statusCode).toBe(404);
    expect((await show('short')).statusCode).toBe(404);
  });

  it('is refused after the request is withdrawn, or decided on the site', async () => {
    const s = await waiting();
    await must(w.app)(s.buyer, 'POST', '/api/company/requests/withdraw', { requestNo: s.requestNo });
    const res = await confirm(s.approve);
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe('该申请已被申请人撤回，此链接已失效');
    expect((await show(s.reject)).json().msg).toBe('该申请已被申请人撤回，此链接已失效');

    const t = await waiting();
    await must(w.app)(t.approver, 'POST', '/api/company/requests/reject', { requestNos: [t.requestNo] });
    const decided = await confirm(t.approve);
    expect(decided.statusCode).toBe(409);
    expect(decided.json().msg).toBe('该申请已处理，此链接已失效');
    expect((await detail(t)).status).toBe(REQUEST_STATUS.REJECTED);
  });

  it('expires after 24 hours', async () => {
    const s = await waiting();
    later = 24 * 3600_000 + 60_000;
    try {
      const res = await confirm(s.approve);
      expect(res.statusCode).toBe(410);
      expect(res.json().msg).toBe('此审批链接已过期（24 小时内有效），请登录网站审批');
    } finally {
      later = 0;
    }
    expect((await detail(s)).status).toBe(REQUEST_STATUS.PENDING);
    // Within the day it works.
    expect((await call(w.app)(null, 'POST', `/api/approval-link/${s.approve}`, {})).statusCode).toBe(200);
  });

  it('puts each approver’s links in the group robot’s post; those need his own sign-in', async () => {
    const s = await approvingCompany(w.app, w.op);
    await must(w.app)(s.company.admin, 'POST', '/api/company/notification-robots', {
      platform: 'wecom',
      name: '采购群',
      webhookUrl: w.platforms.urls.wecom,
      events: ['approval.waiting'],
    });
    const requestNo = await s.submit();
    const post = await until(
      async () => w.platforms.posts.find((p) => JSON.stringify(p.body).includes(requestNo) && p.accepted),
      'the robot post',
    );
    const md = (post.body.markdown as { content: string }).content;
    const approve = /同意\]\(http:\/\/127\.0\.0\.1:3000\/approval-link\/([\w-]{43})\)/.exec(md)![1]!;
    const view = await show(approve);
    expect(view.json().data).toMatchObject({ channelLabel: '企业微信审批', needsSignIn: true });
    // Anyone in the group holds the link: without the approver's session it decides nothing.
    const visitor = await confirm(approve);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().msg).toBe('群消息中的审批链接需登录审批人本人的账号后确认');
    expect((await confirm(approve, '', s.buyer.headers)).statusCode).toBe(403);
    const mine = await confirm(approve, '', s.approver.headers);
    expect(mine.json()).toMatchObject({ code: 200, data: { status: REQUEST_STATUS.APPROVED } });
    const d = await must(w.app)<PurchaseRequest>(
      s.buyer,
      'GET',
      `/api/company/requests/detail?requestNo=${requestNo}`,
    );
    expect(d.steps.find((x) => x.action === '通过')).toMatchObject({ channel: '企业微信审批' });
  });
});
