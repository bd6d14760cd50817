import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_CARRIERS, type BulkReport, type OrderDetail } from '@mall/shared';
import { queryRows } from '../../../db/client';
import { auditRows, lastAudit } from '../../../testing/audit';
import { tradeWorld, type TradeWorld } from '../../../testing/trade-world.fixture';
import { messageTitles, placeOrder, type Who } from '../../../testing/trade.fixture';
import { uploadFile } from '../../../testing/multipart';
import { downloadedBook, sheetFile } from '../../../testing/xlsx';

// Bulk accept, the ship template and bulk ship from a spreadsheet (all or nothing), the carrier list, the
// extended order list filters, and the audit entries of every order write.

let { app, call, a, ops, fin, goods, addrA } = {} as TradeWorld; // set in beforeAll

beforeAll(async () => {
  ({ app, call, a, ops, fin, goods, addrA } = await tradeWorld([
    { id: 801, priceFen: 2000, stock: 500, title: '博世 冲击钻 GSB 13 RE' },
    { id: 802, priceFen: 500, stock: 500, title: '3M 防护口罩 9501' },
  ]));
});
afterAll(async () => {
  await app.close();
});

const order = async (skuId = 8011, quantity = 1) =>
  (await placeOrder(app, a, addrA, [{ skuId, quantity }])).orderNo;
const statusOf = async (orderNo: string) =>
  (
    await queryRows<{ status: number }>(app.db.db, sql`select status from orders where order_no = ${orderNo}`)
  )[0]!.status;

const sheet = (rows: (string | number)[][], header = ['订单号', '物流公司', '运单号']) =>
  sheetFile('批量发货', header, rows);

const bulkShip = (who: Who, data: Buffer, filename = 'ship.xlsx') =>
  uploadFile(app, '/api/admin/order/bulkShip', who.headers, data, filename, 'application/octet-stream');

describe('bulk accept', () => {
  it('accepts nothing when one order cannot move, and names it; then accepts all with an audit row each', async () => {
    const good = [await order(), await order()];
    const cancelled = await order();
    await call(a, 'POST', '/api/order/cancel', { orderNo: cancelled, reason: '不想买了' });
    const bad = await call(ops, 'POST', '/api/admin/order/bulkAccept', {
      orderNos: [...good, cancelled, '20990101000000000001'],
    });
    expect(bad.statusCode).toBe(409);
    expect(bad.json().msg).toMatch(/^批量接单失败：2 个订单不能接单/);
    expect((bad.json().data as BulkReport).rows).toEqual([
      { row: 3, orderNo: cancelled, msg: '订单当前状态为“已取消”，不能接单' },
      { row: 4, orderNo: '20990101000000000001', msg: '订单不存在' },
    ]);
    for (const no of good) expect(await statusOf(no)).toBe(1);
    expect(await auditRows(app, 'order.accept')).toHaveLength(0);

    const dup = await call(ops, 'POST', '/api/admin/order/bulkAccept', { orderNos: [good[0], good[0]] });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().data.rows).toEqual([{ row: 2, orderNo: good[0], msg: '订单号与第 1 个重复' }]);

    const res = await call(ops, 'POST', '/api/admin/order/bulkAccept', { orderNos: good });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ msg: '已接单 2 个', data: { accepted: 2, orderNos: good } });
    for (const no of good) {
      expect(await statusOf(no)).toBe(2);
      const row = await lastAudit(app, 'order.accept', no);
      expect(row).toMatchObject({
        targetType: 'order',
        role: '运营',
        operatorName: expect.stringMatching(/^op_/),
      });
      expect(row.before).toMatchObject({ orderNo: no, status: 1 });
      expect(row.after).toMatchObject({ orderNo: no, status: 2 });
    }
  });

  it('checks the body: 1 to 200 well-formed order numbers', async () => {
    const empty = await call(ops, 'POST', '/api/admin/order/bulkAccept', { orderNos: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().msg).toContain('请选择订单');
    const many = Array.from({ length: 201 }, (_, i) => `2026112200${String(i).padStart(8, '0')}`);
    expect((await call(ops, 'POST', '/api/admin/order/bulkAccept', { orderNos: many })).json().msg).toContain(
      '一次最多接 200 单',
    );
  });
});

describe('ship template and bulk ship', () => {
  it('lists the carriers and serves an .xlsx template with the header row', async () => {
    const c = await call(ops, 'POST', '/api/admin/order/carriers', {});
    expect(c.json().data).toEqual([...ORDER_CARRIERS]);
    expect(c.json().data).toContain('顺丰速运');
    const t = await call(ops, 'GET', '/api/admin/order/shipTemplate');
    expect(t.headers['content-disposition']).toContain('attachment');
    const book = await downloadedBook(t);
    const ws = book.worksheets[0]!;
    expect([1, 2, 3, 4, 5].map((i) => ws.getRow(1).getCell(i).text)).toEqual([
      '订单号',
      '物流公司',
      '运单号',
      '行号',
      '发货数量',
    ]);
    // The notes say how 行号 rows make parcels.
    expect(book.getWorksheet('填写说明')!.getColumn(1).values.join('\n')).toMatch(
      /同一订单、同一运单号的各行为一个包裹/,
    );
    expect(ws.getCell('B2').dataValidation?.formulae?.[0]).toContain('京东物流');
    expect((await call(goods, 'GET', '/api/admin/order/shipTemplate')).statusCode).toBe(403);
  });

  it('refuses a file with any bad row whole (report names each row), then ships a good file in one go', async () => {
    const ready = [await order(), await order(), await order()];
    await call(ops, 'POST', '/api/admin/order/bulkAccept', { orderNos: ready });
    const notAccepted = await order();
    const badFile = await sheet([
      [ready[0]!, '顺丰速运', 'SF1000000001'],
      [ready[1]!, '不存在快递', 'XX1000000002'],
      [notAccepted, '中通快递', 'ZT1000000003'],
      [],
      [ready[2]!, '京东物流', 'JD#1'],
      [ready[0]!, '圆通速递', 'YT1000000005'],
    ]);
    const bad = await bulkShip(ops, badFile);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toBe(
      '导入失败：第 3 行物流公司“不存在快递”不在可选列表中（等 4 行有误），未发货任何订单',
    );
    expect((bad.json().data as BulkReport).rows).toEqual([
      { row: 3, orderNo: ready[1], msg: '物流公司“不存在快递”不在可选列表中' },
      { row: 4, orderNo: notAccepted, msg: '订单当前状态为“待接单”，不能发货' },
      { row: 6, orderNo: ready[2], msg: '运单号格式不正确' },
      { row: 7, orderNo: ready[0], msg: '订单号与第 2 行重复' },
    ]);
    for (const no of ready) expect(await statusOf(no)).toBe(2);
    expect(await auditRows(app, 'order.ship')).toHaveLength(0);

    const good = await bulkShip(
      ops,
      await sheet([
        [ready[0]!, '顺丰速运', 'SF1000000001'],
        [ready[1]!, '德邦快递', 'DB1000000002'],
        [ready[2]!, '京东物流', 'JD1000000003'],
      ]),
    );
    expect(good.statusCode, good.body).toBe(200);
    expect(good.json()).toMatchObject({ msg: '已发货 3 个订单', data: { shipped: 3 } });
    const d = (await call(a, 'POST', '/api/order/detail', { orderNo: ready[1] })).json().data as OrderDetail;
    expect(d).toMatchObject({ status: 4, shipment: { carrier: '德邦快递', trackingNo: 'DB1000000002' } });
    expect(d.timeline.at(-1)).toMatchObject({ eventLabel: '商品已发货', actor: 'operator' });
    expect(
      (await messageTitles(app, a)).filter((t) => t.startsWith('已发货：订单 ')).length,
    ).toBeGreaterThanOrEqual(3);
    const audit = await lastAudit(app, 'order.ship', ready[1]!);
    expect(audit.before).toMatchObject({ status: 2, carrier: null, trackingNo: null });
    expect(audit.after).toMatchObject({ status: 4, carrier: '德邦快递', trackingNo: 'DB1000000002' });
    // Shipping the same file again: every row is now 待收货.
    const again = await bulkShip(ops, await sheet([[ready[0]!, '顺丰速运', 'SF1000000001']]));
    expect(again.json().data.rows[0].msg).toBe('订单当前状态为“待收货”，不能发货');
  });

  it('reads order numbers typed as numbers or text, and refuses wrong headers, types, sizes and empty sheets', async () => {
    const no = await order();
    await call(ops, 'POST', '/api/admin/order/bulkAccept', { orderNos: [no] });
    const numeric = await bulkShip(ops, await sheet([[Number(no), '韵达速递', 'YD2000000001']]));
    // 18 digits do not fit a spreadsheet number exactly: the row is refused, not shipped to a wrong order.
    expect(numeric.statusCode).toBe(400);
    expect(numeric.json().data.rows[0]).toMatchObject({
      row: 2,
      msg: '订单号被表格存成了数字，已丢失位数，请将该列设为文本后重新填写',
    });

    const header = await bulkShip(ops, await sheet([[no, '顺丰速运', 'SF1']], ['单号', '快递', '运单']));
    expect(header.json().msg).toBe('表头应为：订单号、物流公司、运单号、行号、发货数量（请使用下载的模板）');
    const csv = await bulkShip(ops, Buffer.from('订单号,物流公司,运单号\n'), 'ship.csv');
    expect(csv.statusCode).toBe(400);
    expect(csv.json().msg).toBe('文件类型不正确，请上传 .xlsx 表格');
    const fake = await bulkShip(ops, Buffer.from('not a zip at all'), 'ship.xlsx');
    expect(fake.json().msg).toBe('文件类型不正确，请上传 .xlsx 表格');
    const big = await bulkShip(
      ops,
      Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(2 * 1024 * 1024)]),
    );
    expect(big.statusCode).toBe(400);
    expect(big.json().msg).toBe('文件不能超过 2 MB');
    const empty = await bulkShip(ops, await sheet([]));
    expect(empty.json().msg).toBe('表格中没有可导入的数据');
    const none = await app.inject({
      method: 'POST',
      url: '/api/admin/order/bulkShip',
      headers: ops.headers,
      payload: {},
    });
    expect(none.statusCode).toBe(400);
    expect(await statusOf(no)).toBe(2);
    const okText = await bulkShip(ops, await sheet([[no, '邮政EMS', 'EMS2000000001']]));
    expect(okText.statusCode, okText.body).toBe(200);
  });
});

describe('order list filters and audit of single moves', () => {
  it('filters by product title, China days and buyer', async () => {
    const drill = await order(8011);
    const mask = await order(8021);
    await app.db.db.execute(
      sql`update orders set created_at = '2026-01-10T16:30:00Z' where order_no = ${mask}`, // 2026-01-11 00:30 China
    );
    const list = async (body: object) =>
      (
        (await call(ops, 'POST', '/api/admin/order/list', { pageSize: 100, ...body })).json().data.list as {
          orderNo: string;
        }[]
      ).map((o) => o.orderNo);
    expect(await list({ product: '口罩' })).toEqual([mask]);
    expect(await list({ product: '冲击钻' })).toContain(drill);
    expect(await list({ product: '冲击钻' })).not.toContain(mask);
    expect(await list({ startDate: '2026-01-11', endDate: '2026-01-11' })).toEqual([mask]);
    expect(await list({ startDate: '2026-01-10', endDate: '2026-01-10' })).toEqual([]);
    expect(await list({ startDate: '2026-01-12' })).not.toContain(mask);
    const wrong = await call(ops, 'POST', '/api/admin/order/list', {
      startDate: '2026-02-01',
      endDate: '2026-01-01',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().msg).toContain('开始日期不能晚于结束日期');
    expect(await list({ product: '100%_' })).toEqual([]);
    expect(await list({ buyer: '测试机电', product: '口罩' })).toEqual([mask]);
    expect(await list({ buyer: 'nobody_here' })).toEqual([]);
  });

  it('writes an audit row for accept, ship, cancel and payment confirmation, none for refused moves', async () => {
    const no = await order();
    await call(ops, 'POST', '/api/admin/order/accept', { orderNo: no });
    await call(ops, 'POST', '/api/admin/order/ship', {
      orderNo: no,
      carrier: '顺丰速运',
      trackingNo: 'SF3000000001',
    });
    expect(
      (
        await call(ops, 'POST', '/api/admin/order/ship', {
          orderNo: no,
          carrier: '顺丰速运',
          trackingNo: 'SF3',
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await call(ops, 'POST', '/api/admin/order/cancel', { orderNo: no, reason: '客户要求取消' }))
        .statusCode,
    ).toBe(409);
    expect(await auditRows(app, 'order.cancel', no)).toHaveLength(0);
    expect((await lastAudit(app, 'order.ship', no)).summary).toBe(`发货 ${no}：顺丰速运 SF3000000001`);

    const other = await order();
    await call(a, 'POST', '/api/pay/offline/submitRemittance', {
      orderNo: other,
      payerName: '测试机电有限公司',
      payerBank: '工商银行',
      payerAccount: '6222 0000 1111',
      amount: '20.00',
      remittedAt: '2026-11-23 10:00',
    });
    expect(
      (await call(fin, 'POST', '/api/admin/order/confirmOfflinePayment', { orderNo: other })).statusCode,
    ).toBe(200);
    const paid = await lastAudit(app, 'order.confirmPayment', other);
    expect(paid).toMatchObject({ role: '财务' });
    expect(paid.before).toMatchObject({ payStatus: 1 });
    expect(paid.after).toMatchObject({ payStatus: 2 });
    const cancel = await call(ops, 'POST', '/api/admin/order/cancel', {
      orderNo: other,
      reason: '客户要求取消',
    });
    expect(cancel.statusCode).toBe(200);
    const c = await lastAudit(app, 'order.cancel', other);
    expect(c.before).toMatchObject({ status: 1, payStatus: 2 });
    expect(c.after).toMatchObject({ status: 7, payStatus: 4, cancelReason: '客户要求取消' });
  });
});
