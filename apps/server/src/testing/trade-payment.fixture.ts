import { randomUUID } from 'node:crypto';
import { signParams } from '../modules/trade/payment';
import type { TestApp } from './build-test-app';

/**
 * The sandbox gateway's signed 支付成功 notification of trade `tradeNo` over `amount` (yuan), as the gateway
 * sends it; `over` replaces fields before signing (a stale time, another status).
 */
export function paidNotice(
  app: TestApp,
  tradeNo: string,
  amount: string,
  over: Record<string, string> = {},
): Record<string, string> {
  const params: Record<string, string> = {
    app_id: 'mall-sandbox',
    notify_id: randomUUID().replaceAll('-', ''),
    notify_time: String(Date.now()),
    out_trade_no: tradeNo,
    trade_no: `SBX${Date.now()}`,
    total_amount: amount,
    trade_status: 'TRADE_SUCCESS',
    pay_method: '1',
    ...over,
  };
  return { ...params, sign_type: 'HMAC-SHA256', sign: signParams(params, app.env.PAY_SANDBOX_SECRET) };
}

/** Posts a notification to the sandbox's notify URL, form-encoded as the gateway does. */
export function postNotice(app: TestApp, params: Record<string, string>) {
  return app.inject({
    method: 'POST',
    url: '/api/pay/notify/sandbox',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(params).toString(),
  });
}
