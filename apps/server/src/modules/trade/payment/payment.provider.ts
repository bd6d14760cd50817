import { badRequest } from '../../../lib/app-error';

/** A trade as the order side opens it at the gateway (method 1 支付宝, 2 微信, 3 银联). */
export type TradeStart = {
  tradeNo: string;
  amountFen: number;
  subject: string;
  method: 1 | 2 | 3;
  notifyUrl: string;
  returnUrl: string;
  expiresAt: Date;
};

/**
 * A payment gateway as the order side sees it. Real channels (支付宝, 微信支付, 银联) implement the same
 * two steps: open a trade and get a cashier URL; verify and parse an asynchronous notification.
 */
export interface PaymentProvider {
  readonly channel: string;
  createTrade(input: TradeStart): Promise<{ cashierUrl: string }>;
  /** Checks the signature and reads the fields; never trusts anything before the signature is good. */
  parseNotification(params: Record<string, string>): VerifiedNotification | { ok: false; reason: string };
  /**
   * Refunds part or all of a paid trade (synchronous, as 支付宝's alipay.trade.refund). Idempotent per
   * `refundNo`: asking again for the same refund answers the first result without paying twice.
   */
  refund(input: {
    tradeNo: string;
    refundNo: string;
    amountFen: number;
    reason: string;
  }): Promise<RefundResult>;
}

export const ONLINE_PAY_OFF = '在线支付暂未开通，请选择线下/对公转账';

/** The provider when no online channel is configured (PAY_PROVIDER=none): offline transfer only. */
export class NoOnlinePayment implements PaymentProvider {
  readonly channel = 'none';
  createTrade(): Promise<{ cashierUrl: string }> {
    return Promise.reject(badRequest(ONLINE_PAY_OFF));
  }
  parseNotification(): { ok: false; reason: string } {
    return { ok: false, reason: ONLINE_PAY_OFF };
  }
  refund(): Promise<RefundResult> {
    return Promise.resolve({ ok: false, reason: ONLINE_PAY_OFF });
  }
}

export type RefundResult = { ok: true; gatewayRefundNo: string } | { ok: false; reason: string };

export type VerifiedNotification = {
  ok: true;
  notifyId: string;
  tradeNo: string;
  gatewayTradeNo: string;
  amountFen: number;
  /** TRADE_SUCCESS or TRADE_CLOSED. */
  status: string;
  /** When the gateway sent it (ms). */
  sentAt: number;
};
