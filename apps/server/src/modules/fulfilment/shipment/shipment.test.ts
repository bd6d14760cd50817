import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { OrderShipments } from '@mall/shared';
import { queryRows } from '../../../db/client';
import { uploadFile } from '../../../testing/multipart';
import {
  acceptedOrder as accepted,
  shipLines,
  type ShipLine,
  skuOf,
  useShipmentWorld,
} from '../../../testing/shipment.fixture';
import { type Who } from '../../../testing/trade.fixture';
import { sheetFile } from '../../../testing/xlsx';

// Shipments (issue 48, slice 1): partial shipping, the whole-order ship through the hook, refusals, reads.

const w = useShipmentWorld([301, 302, 303]);

/** A 3-line 自营 order (3, 2 and 1 pieces), accepted: its number and line ids. */
const acceptedOrder = (quantities = [3, 2, 1]) =>
  accepted(
    w.app,
    w.op,
    w.buyer,
    w.addressId,
    quantities.map((quantity, i) => ({ skuId: skuOf(301 + i), quantity })),
  );
async function shipmentsOf(orderNo: string, who: Who = w.op): Promise<OrderShipments> {
  const url = who === w.op ? '/api/admin/fulfilment/shipment/list' : '/api/order/shipments';
  const res = await w.call(who, 'POST', url, { orderNo });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as OrderShipments;
}
const ship = (orderNo: string, lines: ShipLine[], over: object = {}) =>
  shipLines(w.app, w.op, orderNo, lines, over);
const statusOf = async (orderNo: string) =>
  (await w.call(w.buyer, 'POST', '/api/order/detail', { orderNo })).json().data.status as number;

describe('shipments', () => {
  it('ships a 3-line order in two shipments, one line split across both; the last one ships the order once', async () => {
    const { orderNo, lineIds } = await acceptedOrder();
    const [a, b, c] = lineIds as [number, number, number];
    const first = await ship(orderNo, [
      { orderLineId: a, quantity: 2 },
      { orderLineId: b, quantity: 2 },
    ]);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.shippingState).toBe('partial');
    expect(first.json().data.shippingStateLabel).toBe('部分发货');
    expect(await statusOf(orderNo)).toBe(2);

    const second = await ship(
      orderNo,
      [
        { orderLineId: a, quantity: 1 },
        { orderLineId: c, quantity: 1 },
      ],
      { carrierCode: 'JD', trackingNo: 'JDVA12345678901', packages: 2 },
    );
    expect(second.statusCode, second.body).toBe(200);
    const view = second.json().data as OrderShipments;
    expect(view.shippingState).toBe('shipped');
    expect(view.shipments.map((s) => s.lines.map((l) => [l.orderLineId, l.quantity]))).toEqual([
      [
        [a, 2],
        [b, 2],
      ],
      [
        [a, 1],
        [c, 1],
      ],
    ]);
    expect(view.shipments[1]).toMatchObject({ carrierName: '京东物流', packages: 2 });
    expect(view.lines.map((l) => l.ordered - l.shipped)).toEqual([0, 0, 0]);
    // Trade's ship path ran once: 待收货, one 已发货 timeline entry, the buyer's messages.
    const detail = (await w.call(w.buyer, 'POST', '/api/order/detail', { orderNo })).json().data;
    expect(detail.status).toBe(4);
    expect(detail.shipment).toMatchObject({ carrier: '京东物流', trackingNo: 'JDVA12345678901' });
    const history = await queryRows<{ n: number }>(
      w.app.db.db,
      sql`select count(*)::int as n from order_history h join orders o on o.id = h.order_id
          where o.order_no = ${orderNo} and h.to_status = 4`,
    );
    expect(history[0]!.n).toBe(1);
    // The buyer reads the same, another buyer is told it does not exist.
    expect((await shipmentsOf(orderNo, w.buyer)).shipments).toHaveLength(2);
    expect((await w.call(w.other, 'POST', '/api/order/shipments', { orderNo })).statusCode).toBe(404);
  });

  it('refuses more than ordered or than remains, an unknown line, a wrong tracking number, changing nothing', async () => {
    const { orderNo, lineIds } = await acceptedOrder();
    const [a, b] = lineIds as [number, number];
    const tooMany = await ship(orderNo, [{ orderLineId: a, quantity: 4 }]);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().msg).toContain('发货数量超过订购数量');
    expect((await ship(orderNo, [{ orderLineId: a, quantity: 2 }])).statusCode).toBe(200);
    const twice = await ship(orderNo, [
      { orderLineId: a, quantity: 1 },
      { orderLineId: a, quantity: 1 },
    ]);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().msg).toContain('发货数量超过未发货数量（尚未发货 1');
    expect((await ship(orderNo, [{ orderLineId: 999_999, quantity: 1 }])).json().msg).toBe(
      '订单中没有这个商品行',
    );
    const wrong = await ship(orderNo, [{ orderLineId: b, quantity: 1 }], { trackingNo: 'YT1234567890123' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().msg).toBe('运单号格式不正确：顺丰速运的运单号不是这种格式');
    // 其他 accepts any number.
    expect(
      (
        await ship(orderNo, [{ orderLineId: b, quantity: 1 }], {
          carrierCode: 'OTHER',
          trackingNo: 'ABC-123',
        })
      ).statusCode,
    ).toBe(200);
    const view = await shipmentsOf(orderNo);
    expect(view.shipments).toHaveLength(2);
    expect(view.lines.map((l) => l.shipped)).toEqual([2, 1, 0]);
    // A partly shipped order can no longer be cancelled.
    const cancel = await w.call(w.op, 'POST', '/api/admin/order/cancel', { orderNo, reason: '客户要求' });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().msg).toBe('订单已部分发货，不能取消');
  });

  it('keeps the whole-order ship working: it records one shipment of every remaining line', async () => {
    const { orderNo, lineIds } = await acceptedOrder();
    expect((await ship(orderNo, [{ orderLineId: lineIds[0]!, quantity: 1 }])).statusCode).toBe(200);
    const res = await w.call(w.op, 'POST', '/api/admin/order/ship', {
      orderNo,
      carrier: '顺丰速运',
      trackingNo: 'SF9876543210987',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.status).toBe(4);
    const view = await shipmentsOf(orderNo);
    expect(view.shippingState).toBe('shipped');
    expect(view.shipments[1]!.lines.map((l) => l.quantity)).toEqual([2, 2, 1]);
    expect(view.shipments[1]).toMatchObject({ carrierCode: 'SF', trackingNo: 'SF9876543210987' });
    // Shipping a shipped order: 409, no shipment.
    expect((await ship(orderNo, [{ orderLineId: lineIds[0]!, quantity: 1 }])).statusCode).toBe(409);
  });

  it('records the bulk ship spreadsheet’s rows as shipments of the remaining lines, under their carriers', async () => {
    const partly = await acceptedOrder();
    expect((await ship(partly.orderNo, [{ orderLineId: partly.lineIds[1]!, quantity: 2 }])).statusCode).toBe(
      200,
    );
    const whole = await acceptedOrder([1, 1, 1]);
    const file = await sheetFile(
      '批量发货',
      ['订单号', '物流公司', '运单号'],
      [
        [partly.orderNo, '德邦快递', 'DPK123456789012'],
        [whole.orderNo, '极兔速递', 'JT0001234567890'],
      ],
    );
    const res = await uploadFile(
      w.app,
      '/api/admin/order/bulkShip',
      w.op.headers,
      file,
      'ship.xlsx',
      'application/octet-stream',
    );
    expect(res.statusCode, res.body).toBe(200);
    const a = await shipmentsOf(partly.orderNo);
    expect(a.shipments[1]!.lines.map((l) => [l.orderLineId, l.quantity])).toEqual([
      [partly.lineIds[0], 3],
      [partly.lineIds[2], 1],
    ]);
    expect(a.shipments[1]).toMatchObject({ carrierCode: 'DBL', trackingNo: 'DPK123456789012' });
    // A carrier outside the table is recorded as 其他.
    const b = await shipmentsOf(whole.orderNo);
    expect(b.shipments.map((s) => [s.carrierCode, s.lines.length])).toEqual([['OTHER', 3]]);
    expect(b.shippingState).toBe('shipped');
  });

  it('ships the sheet’s 行号 rows as parcels (order and 运单号), refusing the whole sheet for one bad parcel', async () => {
    const x = await acceptedOrder();
    const y = await acceptedOrder([1, 1, 1]);
    const [a, b, c] = x.lineIds as [number, number, number];
    const header = ['订单号', '物流公司', '运单号', '行号', '发货数量'];
    const upload = async (rows: (string | number)[][]) =>
      uploadFile(
        w.app,
        '/api/admin/order/bulkShip',
        w.op.headers,
        await sheetFile('批量发货', header, rows),
        'ship.xlsx',
        'application/octet-stream',
      );
    const bad = await upload([
      [x.orderNo, '顺丰速运', 'SF1111111111111', 1, 2],
      [x.orderNo, '顺丰速运', 'SF1111111111111', 2, ''],
      [x.orderNo, '京东物流', 'JDVA12345678901', 1, 2],
      [y.orderNo, '德邦快递', 'DPK123456789012', 4, 1],
      [y.orderNo, '顺丰速运', 'YT1234567890', 1, ''],
    ]);
    expect(bad.statusCode, bad.body).toBe(400);
    const rows = bad.json().data.rows as { row: number; msg: string }[];
    expect(rows.map((r) => r.row)).toEqual([4, 5, 6]);
    expect(rows[0]!.msg).toMatch(/发货数量超过未发货数量（尚未发货 1/);
    expect(rows[1]!.msg).toBe('订单中没有第 4 行商品（共 3 行）');
    expect(rows[2]!.msg).toBe('运单号格式不正确：顺丰速运的运单号不是这种格式');
    expect(bad.json().msg).toMatch(/^导入失败：第 4 行.*（等 3 行有误），未发货任何订单$/);
    // Nothing of the good parcel stayed.
    expect((await shipmentsOf(x.orderNo)).shipments).toEqual([]);

    const good = await upload([
      [x.orderNo, '顺丰速运', 'SF1111111111111', 1, 2],
      [x.orderNo, '顺丰速运', 'SF1111111111111', 2, ''],
      [y.orderNo, '德邦快递', 'DPK123456789012', 2, 1],
      [x.orderNo, '京东物流', 'JDVA12345678901', 1, 1],
      [x.orderNo, '京东物流', 'JDVA12345678901', 3, ''],
    ]);
    expect(good.statusCode, good.body).toBe(200);
    expect(good.json()).toMatchObject({ msg: '已发货 2 个订单', data: { shipped: 2, parcels: 3 } });
    const xs = await shipmentsOf(x.orderNo);
    expect(xs.shipments.map((s) => [s.carrierCode, s.trackingNo])).toEqual([
      ['SF', 'SF1111111111111'],
      ['JD', 'JDVA12345678901'],
    ]);
    expect(xs.shipments.map((s) => s.lines.map((l) => [l.orderLineId, l.quantity]))).toEqual([
      [
        [a, 2],
        [b, 2],
      ],
      [
        [a, 1],
        [c, 1],
      ],
    ]);
    expect(xs.shippingState).toBe('shipped');
    expect(await statusOf(x.orderNo)).toBe(4);
    const ys = await shipmentsOf(y.orderNo);
    expect(ys.shippingState).toBe('partial');
    expect(ys.shipments[0]!.lines.map((l) => [l.orderLineId, l.quantity])).toEqual([[y.lineIds[1], 1]]);
    expect(await statusOf(y.orderNo)).toBe(2);
    // A line with nothing left, without a quantity: named as such.
    const again = await upload([[y.orderNo, '德邦快递', 'DPK123456789013', 2, '']]);
    expect(again.json().data.rows[0].msg).toMatch(/^第 2 行「.+」已全部发货$/);
  });

  it('refuses sheet rows that do not fit together, each with its row, before any order is read', async () => {
    const { orderNo } = await acceptedOrder();
    const header = ['订单号', '物流公司', '运单号', '行号', '发货数量'];
    const res = await uploadFile(
      w.app,
      '/api/admin/order/bulkShip',
      w.op.headers,
      await sheetFile('批量发货', header, [
        [orderNo, '顺丰速运', 'SF2222222222222', 1, 1],
        [orderNo, '顺丰速运', 'SF2222222222222', '', ''],
        [orderNo, '顺丰速运', 'SF2222222222222', 1, 1],
        [orderNo, '京东物流', 'SF2222222222222', 2, 1],
        [orderNo, '顺丰速运', 'SF3333333333333', '', 2],
        [orderNo, '顺丰速运', 'SF3333333333333', 1.5, 1],
        [orderNo, '顺丰速运', 'SF3333333333333', 2, 0],
      ]),
      'ship.xlsx',
      'application/octet-stream',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().data.rows).toEqual([
      { row: 3, orderNo, msg: '订单号与第 2 行重复' },
      { row: 4, orderNo, msg: '与第 2 行是同一包裹的同一行，请合并为一行' },
      { row: 5, orderNo, msg: '同一运单号的物流公司与第 2 行不一致' },
      { row: 6, orderNo, msg: '填写发货数量时请同时填写行号' },
      { row: 7, orderNo, msg: '行号应为正整数（订单详情中商品的顺序，从 1 起）' },
      { row: 8, orderNo, msg: '发货数量应为正整数' },
    ]);
    expect((await shipmentsOf(orderNo)).shipments).toEqual([]);
  });

  it('holds ordered ≥ shipped for every line under random ship operations; refused ones change nothing', async () => {
    const op1 = fc.record({
      line: fc.integer({ min: 0, max: 3 }),
      quantity: fc.integer({ min: 1, max: 4 }),
      badNumber: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(op1, { minLength: 1, maxLength: 6 }), async (ops) => {
        const { orderNo, lineIds } = await acceptedOrder([3, 2, 2]);
        for (const o of ops) {
          const before = await shipmentsOf(orderNo);
          if (before.shippingState === 'shipped') break;
          const orderLineId = lineIds[o.line] ?? 999_999;
          const res = await ship(orderNo, [{ orderLineId, quantity: o.quantity }], {
            trackingNo: o.badNumber ? 'bad-number' : 'SF1234567890123',
          });
          const after = await shipmentsOf(orderNo);
          const line = before.lines.find((l) => l.orderLineId === orderLineId);
          const fits = !o.badNumber && line !== undefined && o.quantity <= line.ordered - line.shipped;
          expect(res.statusCode).toBe(fits ? 200 : 400);
          if (!fits) expect(after).toEqual(before);
          for (const l of after.lines) expect(l.shipped).toBeLessThanOrEqual(l.ordered);
          expect(await statusOf(orderNo)).toBe(after.shippingState === 'shipped' ? 4 : 2);
        }
      }),
      { numRuns: 10 },
    );
  });
});
