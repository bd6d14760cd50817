import { sql } from 'drizzle-orm';
import { queryRows } from '../../../db/client';
import { beforeAll, describe, expect, it } from 'vitest';
import { CREDIT_CODE, CREDIT_MSG } from '@mall/shared';
import { operatorAuth } from '../../../testing/accounts';
import { useTestApp } from '../../../testing/world';
import { makeProduct, seedShopBasics } from '../../../testing/checkout.fixture';
import {
  addMember,
  addressOf,
  call,
  checkoutBody,
  must,
  type TestCompany,
  type Who,
} from '../../../testing/company.fixture';
import { creditCompany as companyOnCredit } from '../../../testing/credit.fixture';
import { XINGHU_TITLE } from '../../../testing/finance-invoice.fixture';
import { deliver, messageTitles } from '../../../testing/trade.fixture';
import { downloadedBook } from '../../../testing/xlsx';
import { receivedForBilling } from '../../fulfilment/receipt';
import { produceDueStatements, sendReminders } from '.';

const w = useTestApp();
let op: Who;
let reviewer: Who;
// Product 7301: ¥125.00 a set.
const SKU = 73011;

beforeAll(async () => {
  await seedShopBasics(w.app.db.db);
  await makeProduct(w.app.db.db, { id: 7301, priceFen: 12_500, stock: 10_000 });
  op = { headers: (await operatorAuth(w.app, '财务')).headers };
  reviewer = { headers: (await operatorAuth(w.app, '超级管理员')).headers };
}, 60_000);

/** A 登记还款 body: `amount` yuan received on `paidOn` under `bankRef`, against `statementIds`. */
const repayment = (
  companyId: number,
  amount: string,
  bankRef: string,
  paidOn: string,
  statementIds: number[],
) => ({
  companyId,
  amount,
  bankRef,
  paidOn,
  statementIds,
});

type Account = { limit: string; used: string; available: string; status: number };
type Statement = {
  id: number;
  statementNo: string;
  openingBalance: string;
  ordersAmount: string;
  refundsAmount: string;
  repaymentsAmount: string;
  closingBalance: string;
  amountDue: string;
  outstanding: string;
  dueDate: string;
  overdue: boolean;
  status: number;
  lines: { kind: string; orderNo: string | null; amount: string }[];
};

/** A verified company with credit (limit ¥, term, day), a 采购员 with an address and a 财务. */
const creditCompany = (limit: string, termDays = 30) =>
  companyOnCredit<Account>(w.app, { reviewer, op }, limit, termDays);

const onCredit = (addressId: number, quantity = 1) =>
  checkoutBody(addressId, [{ skuId: SKU, quantity }], { payMethod: 5 });

const opsHeaders = async () => reviewer;

describe('credit (授信) and 账期支付', () => {
  it('an operator grants credit to a verified company; members of 采购员 or 财务 pay on credit, others may not', async () => {
    const ok = must(w.app);
    const c = call(w.app);
    const { company, buyer, addressId, account } = await creditCompany('1000');
    expect(account).toMatchObject({ limit: '1000.00', used: '0.00', available: '1000.00', status: 1 });

    const preview = await ok<{
      payMethods: { value: number }[];
      credit: { available: string; usable: boolean };
    }>(buyer, 'POST', '/api/checkout/preview', { items: [{ skuId: SKU, quantity: 2 }], addressId });
    expect(preview.payMethods.map((m) => m.value)).toContain(5);
    expect(preview.credit).toMatchObject({ available: '1000.00', usable: true });

    const placed = await ok<{ orderNo: string; payStatus: number; payDeadline: string | null }>(
      buyer,
      'POST',
      '/api/checkout/submit',
      onCredit(addressId, 2),
    );
    expect(placed).toMatchObject({ payStatus: 2, payDeadline: null });
    const credit = await ok<Account>(company.admin, 'GET', '/api/company/credit');
    expect(credit).toMatchObject({ used: '250.00', available: '750.00' });

    // A member without 采购员 / 财务, and a buyer without a company, cannot.
    const approver = await addMember(w.app, company, ['审批人']);
    const res = await c(approver, 'POST', '/api/checkout/submit', onCredit(await addressOf(w.app, approver)));
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(CREDIT_MSG.NOT_ALLOWED);

    // More than what is available: 409 naming what remains.
    const big = await c(buyer, 'POST', '/api/checkout/submit', onCredit(addressId, 7));
    expect(big.statusCode).toBe(409);
    expect(big.json()).toMatchObject({
      code: CREDIT_CODE.REFUSED,
      msg: '可用账期额度不足：剩余 ¥750.00，本单金额 ¥875.00',
    });

    // The buyer cancels before acceptance: the credit comes back.
    await ok(buyer, 'POST', '/api/order/cancel', { orderNo: placed.orderNo, reason: '不需要了' });
    expect(await ok<Account>(company.admin, 'GET', '/api/company/credit')).toMatchObject({
      used: '0.00',
      available: '1000.00',
    });

    // Suspended: refused with the reason.
    await ok(op, 'POST', '/api/admin/credit/accounts/status', { companyId: company.id, enabled: false });
    const off = await c(buyer, 'POST', '/api/checkout/submit', onCredit(addressId));
    expect(off.statusCode).toBe(409);
    expect(off.json().msg).toBe(CREDIT_MSG.SUSPENDED);
    await ok(op, 'POST', '/api/admin/credit/accounts/status', { companyId: company.id, enabled: true });

    const ledger = await ok<{ list: { kind: string; amount: string }[] }>(
      op,
      'POST',
      '/api/admin/credit/ledger',
      {
        companyId: company.id,
      },
    );
    expect(ledger.list.map((e) => [e.kind, e.amount])).toEqual([
      ['cancel', '-250.00'],
      ['order', '250.00'],
    ]);
  });

  it('20 concurrent credit checkouts against a limit that covers 10: exactly 10 pass', async () => {
    const c = call(w.app);
    const { company, buyer, addressId } = await creditCompany('1250');
    const results = await Promise.all(
      Array.from({ length: 20 }, () => c(buyer, 'POST', '/api/checkout/submit', onCredit(addressId))),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(10);
    const refused = results.filter((r) => r.statusCode === 409);
    expect(refused).toHaveLength(10);
    for (const r of refused) expect(r.json().msg).toBe('可用账期额度不足：剩余 ¥0.00，本单金额 ¥125.00');
    const [acc] = await queryRows<{ used_fen: number; ledger: number }>(
      w.app.db.db,
      sql`select a.used_fen, (select sum(amount_fen) from credit_entries e
        where e.company_id = a.company_id)::bigint as ledger from credit_accounts a where a.company_id = ${company.id}`,
    );
    expect(Number(acc!.used_fen)).toBe(125_000);
    expect(Number(acc!.ledger)).toBe(125_000);
  });

  it('statements bill what was delivered; 财务 disputes, the operator replies and reissues, 财务 confirms and downloads; repayment restores credit', async () => {
    const ok = must(w.app);
    const c = call(w.app);
    const { company, buyer, finance, addressId } = await creditCompany('5000', 30);
    const a = await ok<{ orderNo: string }>(buyer, 'POST', '/api/checkout/submit', onCredit(addressId, 4));
    const b = await ok<{ orderNo: string }>(buyer, 'POST', '/api/checkout/submit', onCredit(addressId, 2));
    await ok(buyer, 'POST', '/api/checkout/submit', onCredit(addressId, 1)); // not shipped: not billed
    const admin = await opsHeaders();
    await deliver(w.app, admin, buyer, a.orderNo);
    // Received too: statements bill received goods (credit.received.test.ts has the unreceived ones).
    await deliver(w.app, admin, buyer, b.orderNo);

    const s1 = await ok<Statement>(op, 'POST', '/api/admin/credit/statements/produce', {
      companyId: company.id,
    });
    expect(s1).toMatchObject({
      openingBalance: '0.00',
      ordersAmount: '750.00',
      closingBalance: '750.00',
      amountDue: '750.00',
      outstanding: '750.00',
      status: 1,
    });
    expect(s1.lines.map((l) => l.orderNo).sort()).toEqual([a.orderNo, b.orderNo].sort());
    // 站内信 of statement.ready, from the notification service (the company's 财务 and 管理员).
    expect(
      (await messageTitles(w.app, finance)).filter((t) => t.startsWith(`对账单：${s1.statementNo} 应还 ¥`)),
    ).toHaveLength(1);

    // 采购员 cannot confirm; 财务 disputes with a comment.
    expect((await c(buyer, 'POST', '/api/company/credit/statements/confirm', { id: s1.id })).statusCode).toBe(
      403,
    );
    const disputed = await ok<Statement>(finance, 'POST', '/api/company/credit/statements/dispute', {
      id: s1.id,
      comment: '订单金额有误',
    });
    expect(disputed.status).toBe(3);
    await ok(op, 'POST', '/api/admin/credit/statements/reply', { id: s1.id, reply: '已核对，将重开对账单' });
    const s2 = await ok<Statement & { replaces: string }>(
      op,
      'POST',
      '/api/admin/credit/statements/reissue',
      {
        id: s1.id,
        note: '客户异议后重开',
      },
    );
    expect(s2).toMatchObject({ replaces: s1.statementNo, ordersAmount: '750.00', status: 1 });
    const confirmed = await ok<Statement>(finance, 'POST', '/api/company/credit/statements/confirm', {
      id: s2.id,
    });
    expect(confirmed.status).toBe(2);
    const list = await ok<{ list: Statement[] }>(finance, 'POST', '/api/company/credit/statements', {});
    expect(list.list.map((s) => s.id)).toEqual([s2.id]);

    const pdf = await w.app.inject({
      method: 'GET',
      url: `/api/company/credit/statements/pdf?id=${s2.id}`,
      headers: finance.headers,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.rawPayload.includes(Buffer.from('FontFile3'))).toBe(true);
    const xlsx = await w.app.inject({
      method: 'GET',
      url: `/api/company/credit/statements/xlsx?id=${s2.id}`,
      headers: finance.headers,
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    // 商品明细: the goods of the billed orders, with the company's 物料编码 (its own download only).
    await ok(buyer, 'POST', '/api/company/material-codes/add', { skuId: SKU, code: 'WL-ZQ-7301' });
    const goodsOf = async (who: Who, url: string) => {
      const res = await w.app.inject({ method: 'GET', url: `${url}?id=${s2.id}`, headers: who.headers });
      const sheet = (await downloadedBook(res)).getWorksheet('商品明细')!;
      return sheet
        .getSheetValues()
        .slice(2)
        .map((r) => (r as unknown[]).slice(1, 9));
    };
    const goods = await goodsOf(finance, '/api/company/credit/statements/xlsx');
    expect(goods).toEqual(
      [
        [a.orderNo, 'WL-ZQ-7301', expect.any(String), expect.any(String), expect.any(String), 4, 125, 500],
        [b.orderNo, 'WL-ZQ-7301', expect.any(String), expect.any(String), expect.any(String), 2, 125, 250],
      ].sort((x, y) => String(x[0]).localeCompare(String(y[0]))),
    );
    // The operator's copy lists the same goods without the company's codes.
    const theirs = await goodsOf(op, '/api/admin/credit/statements/xlsx');
    expect(theirs.map((r) => [r[0], r[1], r[5]])).toEqual(goods.map((r) => [r[0], '', r[5]]));

    // Partial repayment, then the rest: credit comes back, history kept.
    const before = await ok<Account>(finance, 'GET', '/api/company/credit');
    expect(before.used).toBe('875.00');
    const r1 = await ok<{ amount: string; allocations: { statementNo: string; amount: string }[] }>(
      op,
      'POST',
      '/api/admin/credit/repayments/record',
      repayment(company.id, '500', 'CMB20261125001', '2026-11-20', [s2.id]),
    );
    expect(r1.allocations).toEqual([{ statementNo: s2.statementNo, amount: '500.00' }]);
    const tooMuch = await c(
      op,
      'POST',
      '/api/admin/credit/repayments/record',
      repayment(company.id, '300', 'CMB20261125002', '2026-11-20', [s2.id]),
    );
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().msg).toBe('还款金额超过所选对账单的待还金额 ¥250.00');
    await ok(
      op,
      'POST',
      '/api/admin/credit/repayments/record',
      repayment(company.id, '250', 'CMB20261125003', '2026-11-21', [s2.id]),
    );
    expect(await ok<Account>(finance, 'GET', '/api/company/credit')).toMatchObject({ used: '125.00' });
    const detail = await ok<Statement>(finance, 'GET', `/api/company/credit/statements/detail?id=${s2.id}`);
    expect(detail).toMatchObject({ paidAmount: '750.00', outstanding: '0.00' });
    const reps = await ok<{ total: number }>(finance, 'POST', '/api/company/credit/repayments', {});
    expect(reps.total).toBe(2);

    // The next statement opens where this one closed (the repayments are in it).
    const s3 = await ok<Statement>(op, 'POST', '/api/admin/credit/statements/produce', {
      companyId: company.id,
    });
    expect(s3.openingBalance).toBe(s2.closingBalance);
    expect(s3).toMatchObject({ repaymentsAmount: '750.00', closingBalance: '0.00' });
  });

  it('an overdue statement blocks credit checkout and sends each reminder once (3 days before, on the day, overdue)', async () => {
    const ok = must(w.app);
    const c = call(w.app);
    const { company, buyer, finance, addressId } = await creditCompany('5000', 10);
    const a = await ok<{ orderNo: string }>(buyer, 'POST', '/api/checkout/submit', onCredit(addressId, 2));
    await deliver(w.app, await opsHeaders(), buyer, a.orderNo);
    const s = await ok<Statement>(op, 'POST', '/api/admin/credit/statements/produce', {
      companyId: company.id,
    });
    const due = new Date(`${s.dueDate}T10:00:00+08:00`);
    const day = 86_400_000;

    expect(await sendReminders(w.app.db.db, new Date(due.getTime() - 5 * day))).toBe(0);
    expect(await sendReminders(w.app.db.db, new Date(due.getTime() - 2 * day))).toBe(1);
    expect(await sendReminders(w.app.db.db, new Date(due.getTime() - 1 * day))).toBe(0);
    expect(await sendReminders(w.app.db.db, due)).toBe(1);
    expect(await sendReminders(w.app.db.db, due)).toBe(0);
    expect(await sendReminders(w.app.db.db, new Date(due.getTime() + day))).toBe(1);
    // Twice at once (two processes): still once.
    const twice = await Promise.all([
      sendReminders(w.app.db.db, new Date(due.getTime() + 2 * day)),
      sendReminders(w.app.db.db, new Date(due.getTime() + 2 * day)),
    ]);
    expect(twice).toEqual([0, 0]);
    // 3 days before and overdue are events (payment.due / payment.overdue: their 站内信 and 短信 are the
    // notification service's, outbox-finance.test.ts); on the day after a 3-days-before one is credit's own.
    const titles = await messageTitles(w.app, finance);
    expect(
      titles.filter((t) => t.includes(s.statementNo) && /^(还款提醒|对账单今日到期|已逾期)：/.test(t)),
    ).toHaveLength(3);

    // The journeys' way of ageing a statement is not there unless TEST_SUPPORT=1.
    const aged = await c(buyer, 'POST', '/api/test-support/credit/age-statement', {
      statementNo: s.statementNo,
      days: 60,
    });
    expect(aged.statusCode).toBe(404);
    // Make it overdue in the database's today: checkout is refused with the message.
    await w.app.db.db.execute(
      sql`update credit_statements set due_date = current_date - 1 where id = ${s.id}`,
    );
    const preview = await ok<{ credit: { usable: boolean; reason: string } }>(
      buyer,
      'POST',
      '/api/checkout/preview',
      {
        items: [{ skuId: SKU, quantity: 1 }],
        addressId,
      },
    );
    expect(preview.credit).toMatchObject({ usable: false, reason: CREDIT_MSG.OVERDUE });
    const res = await c(buyer, 'POST', '/api/checkout/submit', onCredit(addressId));
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe(CREDIT_MSG.OVERDUE);
    const overdue = await ok<{ list: { id: number; overdue: boolean }[] }>(
      op,
      'POST',
      '/api/admin/credit/statements/list',
      {
        overdue: true,
      },
    );
    expect(overdue.list.map((x) => x.id)).toContain(s.id);
    expect(
      (await ok<{ overdueStatements: number }>(op, 'GET', '/api/admin/credit/summary')).overdueStatements,
    ).toBeGreaterThan(0);

    // Repaid: credit checkout works again.
    await ok(
      op,
      'POST',
      '/api/admin/credit/repayments/record',
      repayment(company.id, '250', 'ICBC0001', '2026-11-25', [s.id]),
    );
    expect((await c(buyer, 'POST', '/api/checkout/submit', onCredit(addressId))).statusCode).toBe(200);
  });

  it('the scheduled job bills each company once on its statement day, however many runs', async () => {
    const ok = must(w.app);
    const { company, buyer, addressId } = await creditCompany('5000');
    const a = await ok<{ orderNo: string }>(buyer, 'POST', '/api/checkout/submit', onCredit(addressId, 1));
    await deliver(w.app, await opsHeaders(), buyer, a.orderNo);
    // The account was opened "last month": move it and the shipment back in time.
    await w.app.db.db.execute(
      sql`update credit_accounts set created_at = now() - interval '60 days' where company_id = ${company.id}`,
    );
    await w.app.db.db.execute(
      sql`update orders set shipped_at = now() - interval '40 days' where order_no = ${a.orderNo}`,
    );
    await w.app.db.db.execute(
      sql`update shipment_receipts set created_at = now() - interval '39 days'
          where order_id = (select id from orders where order_no = ${a.orderNo})`,
    );
    const runs = await Promise.all([
      produceDueStatements(w.app.db.db, receivedForBilling),
      produceDueStatements(w.app.db.db, receivedForBilling),
    ]);
    const mine = runs.flat().filter((s) => s.companyId === company.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.ordersFen).toBe(12_500);
    expect(
      (await produceDueStatements(w.app.db.db, receivedForBilling)).filter((s) => s.companyId === company.id),
    ).toHaveLength(0);
  });

  it('another company cannot see or act on a statement (404), operators outside 财务 are refused', async () => {
    const ok = must(w.app);
    const c = call(w.app);
    const x = await creditCompany('1000');
    const y: { company: TestCompany; finance: Who } = await creditCompany('1000');
    const s = await ok<Statement>(op, 'POST', '/api/admin/credit/statements/produce', {
      companyId: x.company.id,
    });
    for (const url of [
      `/api/company/credit/statements/detail?id=${s.id}`,
      `/api/company/credit/statements/pdf?id=${s.id}`,
    ])
      expect((await c(y.finance, 'GET', url)).statusCode).toBe(404);
    expect(
      (await c(y.finance, 'POST', '/api/company/credit/statements/confirm', { id: s.id })).statusCode,
    ).toBe(404);
    const yunying = { headers: (await operatorAuth(w.app, '运营')).headers };
    expect((await c(yunying, 'POST', '/api/admin/credit/accounts/list', {})).statusCode).toBe(403);
  });

  it('合并开票: one invoice for three orders; split by the per-invoice limit; a confirmed statement at once; red-letter works on each', async () => {
    const ok = must(w.app);
    const c = call(w.app);
    const { company, buyer, finance, addressId } = await creditCompany('50000');
    const title = await ok<{ id: number }>(finance, 'POST', '/api/invoice/title/add', XINGHU_TITLE);
    const orderNos: string[] = [];
    for (const q of [1, 2, 3]) {
      const o = await ok<{ orderNo: string }>(buyer, 'POST', '/api/checkout/submit', onCredit(addressId, q));
      await deliver(w.app, reviewer, buyer, o.orderNo);
      orderNos.push(o.orderNo);
    }
    const body = { orderNos, type: 2, titleId: title.id };
    // One invoice for three orders under the default limit (¥100,000).
    const preview = await ok<{ parts: { orderNos: string[] }[]; total: string }>(
      finance,
      'POST',
      '/api/company/invoices/preview',
      body,
    );
    expect(preview).toMatchObject({ total: '750.00', parts: [{ orderNos }] });

    // With a ¥400 limit: ¥375 | ¥125 + ¥250 → two invoices (whole orders each).
    await ok(reviewer, 'POST', '/api/admin/invoice/limit', { limit: '400' });
    const split = await ok<{ parts: { orderNos: string[]; total: string }[] }>(
      finance,
      'POST',
      '/api/company/invoices/preview',
      body,
    );
    expect(split.parts).toEqual([
      { orderNos: [orderNos[2]], total: '375.00' },
      { orderNos: [orderNos[0], orderNos[1]], total: '375.00' },
    ]);
    expect(split.parts.every((p) => Number(p.total) <= 400)).toBe(true);
    expect(split.parts.flatMap((p) => p.orderNos).sort()).toEqual([...orderNos].sort());
    const applied = await ok<{ invoices: { id: number; totalAmount: string; orderNos: string[] }[] }>(
      finance,
      'POST',
      '/api/company/invoices/apply',
      body,
    );
    expect(applied.invoices).toHaveLength(split.parts.length);
    // Applied once: a second application of any of them is refused.
    expect((await c(finance, 'POST', '/api/company/invoices/apply', body)).statusCode).toBe(409);
    // Each is an ordinary invoice: issue, then reverse by red letter.
    let seq = Date.now() % 1e9;
    for (const inv of applied.invoices) {
      await ok(reviewer, 'POST', '/api/admin/invoice/issue', {
        id: inv.id,
        invoiceNo: `24312${String(++seq).padStart(15, '0')}`,
        issueDate: '2026-11-20',
      });
      const voided = await ok<{ status: number; redLetter: { totalAmount: string } }>(
        reviewer,
        'POST',
        '/api/admin/invoice/void',
        {
          id: inv.id,
          reason: '购买方信息有误',
          redInvoiceNo: `24312${String(++seq).padStart(15, '0')}`,
          redIssueDate: '2026-11-22',
        },
      );
      expect(voided.status).toBe(4);
    }
    await ok(reviewer, 'POST', '/api/admin/invoice/limit', { limit: '100000' });

    // A whole confirmed statement (the orders were freed by the red letters): one invoice.
    const st = await ok<Statement>(op, 'POST', '/api/admin/credit/statements/produce', {
      companyId: company.id,
    });
    const early = await c(finance, 'POST', '/api/company/invoices/apply', {
      statementId: st.id,
      type: 2,
      titleId: title.id,
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().msg).toBe('对账单确认后才能按对账单开票');
    await ok(finance, 'POST', '/api/company/credit/statements/confirm', { id: st.id });
    const byStatement = await ok<{ invoices: { orderNos: string[]; totalAmount: string }[] }>(
      finance,
      'POST',
      '/api/company/invoices/apply',
      { statementId: st.id, type: 2, titleId: title.id },
    );
    expect(byStatement.invoices).toHaveLength(1);
    expect(byStatement.invoices[0]).toMatchObject({ totalAmount: '750.00' });
    expect([...byStatement.invoices[0]!.orderNos].sort()).toEqual([...orderNos].sort());
    // Another company cannot invoice these orders or this statement.
    const other = await creditCompany('1000');
    const otherTitle = await ok<{ id: number }>(other.finance, 'POST', '/api/invoice/title/add', {
      ...XINGHU_TITLE,
      companyName: '别家公司',
      regAddress: '某地',
      bankName: '某银行',
      email: 'x@example.com',
    });
    expect(
      (
        await c(other.finance, 'POST', '/api/company/invoices/apply', {
          statementId: st.id,
          type: 2,
          titleId: otherTitle.id,
        })
      ).statusCode,
    ).toBe(404);
  });
});
