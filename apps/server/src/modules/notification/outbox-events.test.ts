import { describe, expect, it } from 'vitest';
import type { MailOutboxEntry } from '@mall/shared';
import { operatorAuth } from '../../testing/accounts';
import { addMember, addressOf, checkoutBody, must, verifiedCompany } from '../../testing/company.fixture';
import { creditOrder, openCredit } from '../../testing/credit.fixture';
import { XINGHU_TITLE } from '../../testing/finance-invoice.fixture';
import { deliver } from '../../testing/trade.fixture';
import { approvingCompany, confirmedEmail, deliveriesOf, useRobotWorld } from './robot-receiver.fixture';
import { switchOff } from './preferences/preferences.fixture';

// Events read from the outbox of things that happened (issue 49): order.placed / order.accepted /
// order.shipped to the order's buyer, statement.ready to the company's 财务 and 管理员, invoice.issued to the buyer; each mailed as
// the recipients' preferences ask, posted to the company's robots that took the event; told once.

const w = useRobotWorld({ wecomKey: 'wecom-key-orders-01', dingtalk: 'SECx', feishu: 'fx' });

const { outbox, tell } = w;

describe('an order’s moves, told to its buyer', () => {
  it('mails 已接单 and 已发货 with the carrier, posts 已发货 to the robot that took it, and tells each once', async () => {
    const to = `order${Date.now()}@demo.example`;
    const s = await approvingCompany(w.app, w.op);
    await confirmedEmail(w.app, s.buyer.id, to);
    const ok = must(w.app);
    const shipped = await ok<{ id: number }>(s.company.admin, 'POST', '/api/company/notification-robots', {
      platform: 'wecom',
      name: '收货群',
      webhookUrl: w.platforms.urls.wecom,
      events: ['order.shipped'],
    });
    const requestNo = await s.submit();
    const { done } = await ok<{ done: { orderNo: string }[] }>(
      s.approver,
      'POST',
      '/api/company/requests/approve',
      {
        requestNos: [requestNo],
      },
    );
    const orderNo = done[0]!.orderNo;
    await ok(w.op, 'POST', '/api/admin/order/accept', { orderNo });
    await ok(w.op, 'POST', '/api/admin/order/ship', {
      orderNo,
      carrier: '顺丰速运',
      trackingNo: 'SF1400123450001',
    });
    await tell();

    const orderMail = async () => (await outbox(to)).filter((m) => /^【已(接单|发货)】/.test(m.subject));
    const subjects = (await orderMail()).map((m) => m.subject).sort();
    expect(subjects).toEqual(
      [`【已发货】订单 ${orderNo}（顺丰速运 SF1400123450001）`, `【已接单】订单 ${orderNo}`].sort(),
    );
    const mail = (await orderMail()).find((m) => m.subject.startsWith('【已发货】'))!;
    expect(mail.text).toContain('运单号：SF1400123450001');
    expect(mail.text).toContain(`/order/detail?orderNo=${orderNo}`);
    expect((await deliveriesOf(w.app, { robotId: shipped.id })).map((d) => [d.event, d.status])).toEqual([
      ['order.shipped', 'sent'],
    ]);
    const post = w.platforms.posts.find((p) => JSON.stringify(p.body).includes('SF1400123450001'));
    expect(post).toMatchObject({ platform: 'wecom', accepted: true });

    // Read again: nothing is told twice.
    await tell();
    expect(await orderMail()).toHaveLength(2);
    expect(
      (await deliveriesOf(w.app, { userId: s.buyer.id, channel: 'email' })).map((d) => d.event).sort(),
    ).toEqual(['approval.approved', 'order.accepted', 'order.placed', 'order.shipped']);
  });

  it('mails 已提交 for each order a checkout places, posts it to the robot that took it, once', async () => {
    const ok = must(w.app);
    const company = await verifiedCompany(w.app, w.op);
    const buyer = await addMember(w.app, company, ['采购员']);
    const quiet = await addMember(w.app, company, ['采购员']);
    const to = `placed${buyer.id}x${Date.now()}@demo.example`;
    await confirmedEmail(w.app, buyer.id, to);
    await confirmedEmail(w.app, quiet.id, `q${to}`);
    expect((await switchOff(w.app, quiet, 'order')).statusCode).toBe(200);
    const robot = await ok<{ id: number }>(company.admin, 'POST', '/api/company/notification-robots', {
      platform: 'wecom',
      name: '下单群',
      webhookUrl: w.platforms.urls.wecom,
      events: ['order.placed'],
    });
    const placed = await ok<{ orderNo: string; payAmount: string }>(
      buyer,
      'POST',
      '/api/checkout/submit',
      checkoutBody(await addressOf(w.app, buyer), [{ skuId: 73011, quantity: 1 }], { poNumber: 'PO-7788' }),
    );
    const other = await ok<{ orderNo: string }>(
      quiet,
      'POST',
      '/api/checkout/submit',
      checkoutBody(await addressOf(w.app, quiet), [{ skuId: 73011, quantity: 1 }]),
    );
    await tell();
    await tell();

    const mails = (await outbox(to)).filter((m) => m.subject.startsWith('【已提交】'));
    expect(mails.map((m) => m.subject)).toEqual([`【已提交】订单 ${placed.orderNo}（¥${placed.payAmount}）`]);
    expect(mails[0]!.text).toContain('采购单号：PO-7788');
    expect(mails[0]!.text).toContain(`/order/detail?orderNo=${placed.orderNo}`);
    expect((await deliveriesOf(w.app, { userId: buyer.id, channel: 'email' })).map((d) => d.event)).toEqual([
      'order.placed',
    ]);
    // 订单 switched off: no mail, though the company's robot still hears of the order.
    expect(await deliveriesOf(w.app, { userId: quiet.id, channel: 'email' })).toEqual([]);
    expect((await deliveriesOf(w.app, { robotId: robot.id })).map((d) => d.event)).toEqual([
      'order.placed',
      'order.placed',
    ]);
    for (const no of [placed.orderNo, other.orderNo])
      expect(
        w.platforms.posts.filter((p) => JSON.stringify(p.body).includes(`【已提交】订单 ${no}`)),
      ).toHaveLength(1);
    // 站内信 is a channel no switch turns off: both buyers have the message centre's copy, once, logged as sent.
    for (const [who, no] of [
      [buyer, placed.orderNo],
      [quiet, other.orderNo],
    ] as const) {
      expect(
        (await deliveriesOf(w.app, { userId: who.id, channel: 'inbox' })).map((d) => [d.event, d.status]),
      ).toEqual([['order.placed', 'sent']]);
      const { list } = await ok<{ list: { title: string; link: string }[] }>(
        who,
        'POST',
        '/api/system-message/getMessageList',
        { type: 1 },
      );
      expect(list.filter((m) => m.link === `/order/detail?orderNo=${no}`).map((m) => m.title)).toEqual([
        expect.stringMatching(new RegExp(`^已提交：订单 ${no}（¥`)),
      ]);
    }
  });

  it('writes nothing for a buyer who switched 订单 mail off, or who has no address on record', async () => {
    const s = await approvingCompany(w.app, w.op);
    const to = `quiet${Date.now()}@demo.example`;
    await confirmedEmail(w.app, s.buyer.id, to);
    const off = await switchOff(w.app, s.buyer, 'order');
    expect(off.statusCode).toBe(200);
    const ok = must(w.app);
    const { done } = await ok<{ done: { orderNo: string }[] }>(
      s.approver,
      'POST',
      '/api/company/requests/approve',
      {
        requestNos: [await s.submit()],
      },
    );
    await ok(w.op, 'POST', '/api/admin/order/accept', { orderNo: done[0]!.orderNo });
    const other = await approvingCompany(w.app, w.op);
    const second = await ok<{ done: { orderNo: string }[] }>(
      other.approver,
      'POST',
      '/api/company/requests/approve',
      {
        requestNos: [await other.submit()],
      },
    );
    await ok(w.op, 'POST', '/api/admin/order/accept', { orderNo: second.done[0]!.orderNo });
    await tell();
    expect((await deliveriesOf(w.app, { userId: s.buyer.id, channel: 'email' })).map((d) => d.event)).toEqual(
      ['approval.approved'],
    );
    expect(await deliveriesOf(w.app, { userId: other.buyer.id, channel: 'email' })).toEqual([]);
  });

  it('mails a new statement to the company’s 财务 and 管理员, and an issued invoice to its buyer', async () => {
    const ok = must(w.app);
    const fin = await operatorAuth(w.app, '财务');
    const company = await verifiedCompany(w.app, w.op);
    const buyer = await addMember(w.app, company, ['采购员']);
    const finance = await addMember(w.app, company, ['财务']);
    const mail = (id: number) => `m${id}x${Date.now()}@demo.example`;
    const to = { buyer: mail(buyer.id), finance: mail(finance.id), admin: mail(company.admin.id) };
    for (const [who, address] of [
      [buyer, to.buyer],
      [finance, to.finance],
      [company.admin, to.admin],
    ] as const)
      await confirmedEmail(w.app, who.id, address);
    await openCredit(w.app, fin, company.id, '5000');
    const addressId = await addressOf(w.app, buyer);
    const orderNo = await creditOrder(w.app, buyer, addressId, [{ skuId: 73011, quantity: 2 }]);
    await deliver(w.app, w.op, buyer, orderNo);
    const statement = await ok<{
      statementNo: string;
      dueDate: string;
      periodFrom: string;
      periodTo: string;
    }>(fin, 'POST', '/api/admin/credit/statements/produce', { companyId: company.id });
    const title = await ok<{ id: number }>(buyer, 'POST', '/api/invoice/title/add', XINGHU_TITLE);
    const applied = await ok<{ id: number }>(buyer, 'POST', '/api/invoice/apply', {
      orderNos: [orderNo],
      type: 2,
      titleId: title.id,
    });
    await ok(fin, 'POST', '/api/admin/invoice/issue', {
      id: applied.id,
      invoiceNo: '24313000000000000777',
      issueDate: '2026-11-20',
    });
    await tell();

    const subject = (list: MailOutboxEntry[], prefix: string) =>
      list.map((m) => m.subject).filter((t) => t.startsWith(prefix));
    const statementSubject = `【对账单】${statement.statementNo} 应还 ¥250.00，${statement.dueDate} 到期`;
    expect(subject(await outbox(to.finance), '【对账单】')).toEqual([statementSubject]);
    expect(subject(await outbox(to.admin), '【对账单】')).toEqual([statementSubject]);
    // The period in China days, as the statement shows it (not the times the outbox carries).
    const statementMail = (await outbox(to.finance)).find((m) => m.subject === statementSubject)!;
    expect(statementMail.text).toContain(`账期：${statement.periodFrom} 至 ${statement.periodTo}`);
    expect(statement.periodTo).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(subject(await outbox(to.buyer), '【对账单】')).toEqual([]);
    expect(subject(await outbox(to.buyer), '【发票已开具】')).toEqual([
      '【发票已开具】24313000000000000777（¥250.00）',
    ]);
    const invoiceMail = (await outbox(to.buyer)).find((m) => m.subject.startsWith('【发票已开具】'))!;
    expect(invoiceMail.text).toContain(`订单号：${orderNo}`);
    expect(invoiceMail.text).toContain('/invoice-folder');
    expect(subject(await outbox(to.finance), '【发票已开具】')).toEqual([]);
  });
});
