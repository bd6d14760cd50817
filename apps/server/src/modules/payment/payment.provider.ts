/**
 * A payment gateway as the order side sees it. Real channels (支付宝, 微信支付, 银联) implement the same
 * two steps: open a trade and get a cashier URL; verify and parse an asynchronous notification.
 */
export interface PaymentProvider {
  readonly channel: string;
  createTrade(input: {
    tradeNo: string;
    amountFen: number;
    subject: string;
    method: 1 | 2 | 3;
    notifyUrl: string;
    returnUrl: string;
    expiresAt: Date;
  }): Promise<{ cashierUrl: string }>;
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
