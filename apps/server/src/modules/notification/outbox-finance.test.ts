import { describe, expect, it } from 'vitest';
import { chinaTimeText } from '../../lib/china-day';
import { operatorAuth } from '../../testing/accounts';
import { addMember, addressOf, must, verifiedCompany, type Who } from '../../testing/company.fixture';
import { creditOrder, openCredit } from '../../testing/credit.fixture';
import { smsNotices } from '../../testing/sms-notice.fixture';
import { deliver } from '../../testing/trade.fixture';
import { confirmedEmail, daytime, deliveriesOf, useRobotWorld } from './robot-receiver.fixture';
import { switchOff } from './preferences/preferences.fixture';

// A company's 账期 events from the outbox (issue 49): a statement confirmed or disputed by its 财务 is told to
// the company's other 财务 and 管理员 (never to the one who acted, nor to operators), and a statement's
// repayment due in 3 days or overdue to its 财务 and 管理员 — each once, as their preferences ask.

// The app's clock: the daytime clock, moved to a statement's due dates while its reminders run.
const daylight = daytime();
let movedTo: Date | null = null;
const clock = () => movedTo ?? daylight();
const w = useRobotWorld({ wecomKey: 'wecom-key-finance-01', dingtalk: 'SECf', feishu: 'ff' }, clock);

const { outbox, tell } = w;
const subjects = async (to: string, prefix: string) =>
  (await outbox(to)).map((m) => m.subject).filter((t) => t.startsWith(prefix));
const events = async (who: { id: number }, prefix: string) =>
  (await deliveriesOf(w.app, { userId: who.id, channel: 'email' }))
    .map((d) => d.event)
    .filter((e) => e.startsWith(prefix));

type Member = Who & { id: number };

/**
 * A company on 账期 (¥5000, 30 days) with one billed statement (¥250.00): its 管理员, two 财务, a 采购员 and an
 * 审批人, each with a confirmed address; the statement's id, number and due date.
 */
async function billedCompany(tag: string) {
  const ok = must(w.app);
  const fin = await operatorAuth(w.app, '财务');
  const company = await verifiedCompany(w.app, w.op);
  const buyer = await addMember(w.app, company, ['采购员']);
  const finance = await addMember(w.app, company, ['财务']);
  const finance2 = await addMember(w.app, company, ['财务']);
  const approver = await addMember(w.app, company, ['审批人']);
  const people = { admin: company.admin as Member, buyer, finance, finance2, approver };
  const to = {} as Record<keyof typeof people, string>;
  for (const [k, who] of Object.entries(people) as [keyof typeof people, Member][]) {
    to[k] = `${k}${who.id}${tag}${Date.now()}@demo.example`;
    await confirmedEmail(w.app, who.id, to[k]);
  }
  await openCredit(w.app, fin, company.id, '5000');
  const addressId = await addressOf(w.app, buyer);
  const orderNo = await creditOrder(w.app, buyer, addressId, [{ skuId: 73011, quantity: 2 }]);
  await deliver(w.app, w.op, buyer, orderNo);
  const statement = await ok<{ id: number; statementNo: string; dueDate: string }>(
    fin,
    'POST',
    '/api/admin/credit/statements/produce',
    { companyId: company.id },
  );
  // What the order and the statement tell (order.*, statement.ready) is read before the test's own events.
  await tell();
  return { company, ...people, to, statement };
}

describe('a statement confirmed or disputed', () => {
  it('tells the other 财务 and the 管理员 who want 对账 mail, posts to the robot that took it, once each', async () => {
    const c = await billedCompany('d');
    const ok = must(w.app);
    const robot = await ok<{ id: number }>(c.admin, 'POST', '/api/company/notification-robots', {
      platform: 'wecom',
      name: '财务群',
      webhookUrl: w.platforms.urls.wecom,
      events: ['statement.disputed'],
    });
    expect((await switchOff(w.app, c.finance2, 'statement')).statusCode).toBe(200);
    const no = c.statement.statementNo;

    await ok(c.finance, 'POST', '/api/company/credit/statements/dispute', {
      id: c.statement.id,
      comment: '运费计算有误',
    });
    await tell();
    expect(await subjects(c.to.admin, '【对账单有异议】')).toEqual([`【对账单有异议】${no}（¥250.00）`]);
    const mail = (await outbox(c.to.admin)).find((m) => m.subject.startsWith('【对账单有异议】'))!;
    expect(mail.text).toContain('异议说明：运费计算有误');
    expect(mail.text).toContain(`提出人：${c.finance.username}`);
    expect(mail.text).toContain('/company/credit');
    expect((await deliveriesOf(w.app, { robotId: robot.id })).map((d) => [d.event, d.status])).toEqual([
      ['statement.disputed', 'sent'],
    ]);
    expect(w.platforms.posts.some((p) => JSON.stringify(p.body).includes(`对账单有异议】${no}`))).toBe(true);

    // 有异议 → 已确认 (the same 财务): the 管理员 hears of it; the robot did not take it.
    await ok(c.finance, 'POST', '/api/company/credit/statements/confirm', { id: c.statement.id });
    await tell();
    await tell();
    expect(await subjects(c.to.admin, '【对账单已确认】')).toEqual([`【对账单已确认】${no}（¥250.00）`]);
    const confirmed = (await outbox(c.to.admin)).find((m) => m.subject.startsWith('【对账单已确认】'))!;
    expect(confirmed.text).toContain(`请在 ${c.statement.dueDate} 前对公转账还款`);
    expect(await events(c.admin, 'statement.')).toEqual([
      'statement.confirmed',
      'statement.disputed',
      'statement.ready',
    ]);
    // Not the 财务 who acted, not the 财务 who switched 对账 off, not the 采购员 or the 审批人.
    expect(await events(c.finance, 'statement.')).toEqual(['statement.ready']);
    expect(await events(c.finance2, 'statement.')).toEqual(['statement.ready']);
    expect(await events(c.buyer, 'statement.')).toEqual([]);
    expect(await events(c.approver, 'statement.')).toEqual([]);
    expect((await deliveriesOf(w.app, { robotId: robot.id })).map((d) => d.event)).toEqual([
      'statement.disputed',
    ]);
  });

  it('tells nothing for a refused move (a statement already confirmed, or another company’s)', async () => {
    const c = await billedCompany('r');
    const ok = must(w.app);
    await ok(c.finance2, 'POST', '/api/company/credit/statements/confirm', { id: c.statement.id });
    const again = await w.app.inject({
      method: 'POST',
      url: '/api/company/credit/statements/dispute',
      headers: c.finance.headers,
      payload: { id: c.statement.id, comment: '再议' },
    });
    expect(again.statusCode).toBe(409);
    const other = await billedCompany('o');
    const theirs = await w.app.inject({
      method: 'POST',
      url: '/api/company/credit/statements/confirm',
      headers: other.finance.headers,
      payload: { id: c.statement.id },
    });
    expect(theirs.statusCode).toBe(404);
    await tell();
    // One confirmation, told to the 财务 who did not act and the 管理员.
    expect(await events(c.finance, 'statement.confirmed')).toEqual(['statement.confirmed']);
    expect(await events(c.admin, 'statement.confirmed')).toEqual(['statement.confirmed']);
    expect(await events(c.finance2, 'statement.confirmed')).toEqual([]);
    expect(await events(c.finance, 'statement.disputed')).toEqual([]);
    expect(await events(other.admin, 'statement.confirmed')).toEqual([]);
  });
});

describe('a statement’s repayment due and overdue', () => {
  const day = 86_400_000;
  /**
   * The daily reminders' job (credit.reminders) run as its schedule does, on the day of `at` (`times` runs at
   * once). It reminds of every statement of the world, the other tests' companies' too, so the test reads
   * what each person was told.
   */
  const remind = async (at: Date, times = 1) => {
    movedTo = at;
    try {
      for (let i = 0; i < times; i++) await w.app.jobs.add('credit.reminders', {});
      await w.app.jobs.idle();
    } finally {
      movedTo = null;
    }
  };

  it('tells the 财务 and 管理员 3 days before and once overdue, each once, and no one else', async () => {
    const c = await billedCompany('p');
    expect((await switchOff(w.app, c.finance2, 'payment')).statusCode).toBe(200);
    const { statementNo: no, dueDate } = c.statement;
    const due = new Date(`${dueDate}T10:00:00+08:00`);

    await remind(new Date(due.getTime() - 5 * day));
    await remind(new Date(due.getTime() - 3 * day));
    await tell();
    const soon = `【还款提醒】对账单 ${no} 待还 ¥250.00，${dueDate} 到期`;
    expect(await subjects(c.to.finance, '【还款提醒】')).toEqual([soon]);
    expect(await subjects(c.to.admin, '【还款提醒】')).toEqual([soon]);
    const mail = (await outbox(c.to.finance)).find((m) => m.subject === soon)!;
    expect(mail.text).toContain(`将于 ${dueDate}（3 天后）到期`);

    // The on-the-day reminder (SMS, message centre) tells the channels nothing more.
    await remind(new Date(due.getTime() - day));
    await remind(due);
    await tell();
    expect(await subjects(c.to.finance, '【还款提醒】')).toHaveLength(1);

    // Overdue: once, even from two runs at once and read twice.
    await remind(new Date(due.getTime() + day));
    await remind(new Date(due.getTime() + 2 * day), 2);
    await tell();
    await tell();
    const late = `【已逾期】对账单 ${no} 仍有 ¥250.00 未还`;
    expect(await subjects(c.to.finance, '【已逾期】')).toEqual([late]);
    expect(await subjects(c.to.admin, '【已逾期】')).toEqual([late]);
    for (const who of [c.finance, c.admin])
      expect(await events(who, 'payment.')).toEqual(['payment.overdue', 'payment.due']);
    for (const who of [c.finance2, c.buyer, c.approver]) expect(await events(who, 'payment.')).toEqual([]);

    // 短信 (付款: on by default) the same two, once each; none to whom switched it off. The on-the-day
    // reminder is the message centre's only.
    const texts = async (mobile: string) =>
      (await smsNotices(w.app, mobile)).map((m) => m.content).filter((t) => t.includes(no));
    expect(await texts(c.finance.mobile)).toEqual([
      expect.stringMatching(
        new RegExp(`^【工业品商城】已逾期：对账单 ${no} 仍有 ¥250\\.00 未还，详情：http`),
      ),
      expect.stringMatching(
        new RegExp(`^【工业品商城】还款提醒：对账单 ${no} 待还 ¥250\\.00，${dueDate} 到期，详情：`),
      ),
    ]);
    expect(await texts(c.finance2.mobile)).toEqual([]);
    expect(await texts(c.buyer.mobile)).toEqual([]);
  });

  it('tells 今日到期 on the day when the 3-days-before run never came, and nothing for a statement paid', async () => {
    const c = await billedCompany('t');
    const { statementNo: no, dueDate } = c.statement;
    const due = new Date(`${dueDate}T10:00:00+08:00`);
    await remind(due);
    await tell();
    expect(await subjects(c.to.finance, '【还款提醒】')).toEqual([
      `【还款提醒】对账单 ${no} 待还 ¥250.00，${dueDate} 到期`,
    ]);
    const mail = (await outbox(c.to.finance)).find((m) => m.subject.startsWith('【还款提醒】'))!;
    expect(mail.text).toContain(`今日（${dueDate}）到期`);

    // Paid in full: no overdue message.
    const fin = await operatorAuth(w.app, '财务');
    await must(w.app)(fin, 'POST', '/api/admin/credit/repayments/record', {
      companyId: c.company.id,
      amount: '250.00',
      bankRef: `BANK${c.statement.id}`,
      paidOn: chinaTimeText(new Date()).slice(0, 10),
      statementIds: [c.statement.id],
    });
    await remind(new Date(due.getTime() + day));
    await tell();
    expect(await events(c.finance, 'payment.')).toEqual(['payment.due']);
  });
});
