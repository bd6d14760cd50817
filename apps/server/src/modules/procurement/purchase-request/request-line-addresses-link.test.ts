import { describe, expect, it } from 'vitest';
import { REQUEST_STATUS, type MailOutboxEntry, type OrderDetail, type PurchaseRequest } from '@mall/shared';
import { makeProduct } from '../../../testing/checkout.fixture';
import { addressOf, checkoutBody, hangzhouSite, must } from '../../../testing/company.fixture';
import { until } from '../../../testing/webhook-receiver.fixture';
import { useWorld } from '../../../testing/world';
import { approvingCompany, notificationWorld } from '../../notification/robot-receiver.fixture';

// 分地址配送 on a purchase request approved from the message (the mail's 同意 link): the same approval path
// places the order with the lines' own addresses.

const w = useWorld(async () => {
  const world = await notificationWorld();
  // Sold only in 浙江: its line can go only to the 杭州 site.
  await makeProduct(world.app.db.db, { id: 7302, priceFen: 5_000, stock: 1000, areas: ['330000'] });
  return world;
});

describe('per-line delivery addresses, approved from the message', () => {
  it('the mail’s 同意 link places the order whose lines carry their addresses', async () => {
    const ok = must(w.app);
    const email = `split${Date.now()}@demo.example`;
    const s = await approvingCompany(w.app, w.op, email);
    const suzhou = await addressOf(w.app, s.buyer);
    const hangzhou = await hangzhouSite(w.app, s.company);
    const request = await ok<PurchaseRequest>(
      s.buyer,
      'POST',
      '/api/company/requests/submit',
      checkoutBody(
        suzhou,
        [
          { skuId: 73011, quantity: 1 },
          { skuId: 73021, quantity: 2 },
        ],
        { lineAddresses: [{ skuId: 73021, addressId: hangzhou }] },
      ),
    );
    const mail = await until(async () => {
      const res = await w.app.inject({
        method: 'GET',
        url: `/api/dev/mail-outbox?to=${encodeURIComponent(email)}`,
      });
      return (res.json().data as MailOutboxEntry[]).find((m) => m.subject.includes(request.requestNo));
    }, 'the approval mail');
    const token = /同意：http:\/\/127\.0\.0\.1:3000\/approval-link\/([\w-]{43})/.exec(mail.text)![1]!;
    // The link's page tells the approver where the goods go: the request's address, and the line sent elsewhere.
    const page = (await w.app.inject({ method: 'GET', url: `/api/approval-link/${token}` })).json().data;
    expect(page.request.address).toContain(request.address.fullAddress);
    expect(page.request.lines.map((l: { deliverTo: string | null }) => l.deliverTo)).toEqual([
      null,
      expect.stringContaining('杭州市'),
    ]);

    const res = await w.app.inject({ method: 'POST', url: `/api/approval-link/${token}`, payload: {} });
    expect(res.json()).toMatchObject({ code: 200, data: { status: REQUEST_STATUS.APPROVED } });
    const detail = await ok<PurchaseRequest>(
      s.buyer,
      'GET',
      `/api/company/requests/detail?requestNo=${request.requestNo}`,
    );
    expect(detail.steps.find((x) => x.action === '通过')).toMatchObject({ channel: '邮件审批' });
    const order = await ok<OrderDetail>(s.buyer, 'POST', '/api/order/detail', { orderNo: detail.orderNo });
    expect(order.lines.map((l) => [l.skuId, l.deliveryAddress?.cityName ?? null])).toEqual([
      [73011, null],
      [73021, '杭州市'],
    ]);
  });
});
