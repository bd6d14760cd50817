import { randomBytes } from 'node:crypto';
import QRCode from 'qrcode';
import { fenToYuan, PAY_METHOD_LABEL } from '@mall/shared';
import type { EphemeralStore } from '../../../lib/store';
import type { PaymentProvider, RefundResult, TradeStart, VerifiedNotification } from './payment.provider';
import { signParams, verifySignature } from './payment.sign';
import { postForm } from '../../../lib/net';

/**
 * The local sandbox gateway: stands in for 支付宝/微信/银联 in development and tests. It keeps its trades in
 * the ephemeral store (it is "another system"), serves a cashier page with a QR code, and on payment POSTs
 * a signed notification (HMAC-SHA256 over the sorted parameters) to the merchant's notify URL, retrying
 * like the real gateways until it gets `success`.
 */
export type SandboxTrade = Omit<TradeStart, 'expiresAt'> & {
  /** Stored as JSON: the time in ms. */
  expiresAt: number;
  status: 'WAIT_BUYER_PAY' | 'TRADE_SUCCESS' | 'TRADE_CLOSED';
  gatewayTradeNo: string;
  /** Refunds made on the trade: refund number → {amount, gateway refund number}. */
  refunds?: Record<string, { amountFen: number; gatewayRefundNo: string }>;
};

const KEY = (tradeNo: string) => `pay:sandbox:trade:${tradeNo}`;
/** Delays between notification attempts (real gateways back off over hours; these are scaled down). */
const NOTIFY_RETRY_MS = [0, 2_000, 10_000, 60_000, 300_000];

export type Deliver = (url: string, params: Record<string, string>) => Promise<boolean>;

/** POSTs the notification as a form, as 支付宝 does; true when the merchant answered `success`. */
const httpDeliver: Deliver = async (url, params) => {
  try {
    const res = await postForm(url, params);
    return res.ok && (await res.text()).trim() === 'success';
  } catch {
    return false;
  }
};

export class SandboxGateway {
  constructor(
    private readonly store: EphemeralStore,
    private readonly secret: string,
    private readonly deliver: Deliver = httpDeliver,
  ) {}

  async open(trade: Omit<SandboxTrade, 'status' | 'gatewayTradeNo'>): Promise<void> {
    const ttl = Math.max(trade.expiresAt - Date.now(), 60_000) + 86_400_000;
    const full: SandboxTrade = {
      ...trade,
      status: 'WAIT_BUYER_PAY',
      gatewayTradeNo: `SBX${Date.now()}${randomBytes(4).toString('hex')}`,
    };
    await this.store.set(KEY(trade.tradeNo), JSON.stringify(full), ttl);
  }

  async get(tradeNo: string): Promise<SandboxTrade | null> {
    const raw = await this.store.get(KEY(tradeNo));
    return raw ? (JSON.parse(raw) as SandboxTrade) : null;
  }

  /** The signed notification of a trade's current state (fresh notify id and timestamp). */
  notification(trade: SandboxTrade): Record<string, string> {
    const params: Record<string, string> = {
      app_id: 'mall-sandbox',
      notify_id: randomBytes(12).toString('hex'),
      notify_time: String(Date.now()),
      out_trade_no: trade.tradeNo,
      trade_no: trade.gatewayTradeNo,
      total_amount: fenToYuan(trade.amountFen),
      trade_status: trade.status,
      pay_method: String(trade.method),
    };
    return { ...params, sign_type: 'HMAC-SHA256', sign: signParams(params, this.secret) };
  }

  /** The buyer paid (or gave up): record it, then notify the merchant in the background. */
  async settle(tradeNo: string, outcome: 'success' | 'close'): Promise<SandboxTrade> {
    const trade = await this.get(tradeNo);
    if (!trade) throw new Error('trade not found');
    if (trade.status === 'WAIT_BUYER_PAY') {
      if (outcome === 'success' && Date.now() > trade.expiresAt) trade.status = 'TRADE_CLOSED';
      else trade.status = outcome === 'success' ? 'TRADE_SUCCESS' : 'TRADE_CLOSED';
      await this.store.set(KEY(tradeNo), JSON.stringify(trade), 86_400_000);
    }
    void this.notifyWithRetry(trade);
    return trade;
  }

  private async notifyWithRetry(trade: SandboxTrade): Promise<void> {
    for (const delay of NOTIFY_RETRY_MS) {
      if (delay) await new Promise((r) => setTimeout(r, delay).unref());
      if (await this.deliver(trade.notifyUrl, this.notification(trade))) return;
    }
  }

  /** Refunds part of a paid trade; the same refund number twice pays once; never more than was paid. */
  async refund(tradeNo: string, refundNo: string, amountFen: number): Promise<RefundResult> {
    const trade = await this.get(tradeNo);
    if (!trade) return { ok: false, reason: '交易不存在' };
    const refunds = trade.refunds ?? {};
    const seen = refunds[refundNo];
    if (seen) return { ok: true, gatewayRefundNo: seen.gatewayRefundNo };
    if (trade.status !== 'TRADE_SUCCESS') return { ok: false, reason: '交易未支付成功，不能退款' };
    const done = Object.values(refunds).reduce((n, r) => n + r.amountFen, 0);
    if (amountFen <= 0 || done + amountFen > trade.amountFen)
      return { ok: false, reason: '退款金额超过可退金额' };
    const gatewayRefundNo = `SBXR${Date.now()}${randomBytes(4).toString('hex')}`;
    trade.refunds = { ...refunds, [refundNo]: { amountFen, gatewayRefundNo } };
    await this.store.set(KEY(tradeNo), JSON.stringify(trade), 86_400_000 * 30);
    return { ok: true, gatewayRefundNo };
  }

  /** The cashier page: order facts, a QR code to "scan", and the buttons a phone would show. */
  async cashierHtml(trade: SandboxTrade, scanUrl: string): Promise<string> {
    const qr = await QRCode.toDataURL(scanUrl, { margin: 1, width: 220 });
    const esc = (s: string) =>
      s.replace(
        /[&<>"']/g,
        (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
      );
    const done = trade.status !== 'WAIT_BUYER_PAY';
    const action = `/api/pay/sandbox/pay/${encodeURIComponent(trade.tradeNo)}`;
    return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>收银台（沙箱）- ${esc(PAY_METHOD_LABEL[trade.method])}</title>
<style>body{font-family:system-ui,"PingFang SC","Microsoft YaHei",sans-serif;background:#f5f5f5;margin:0}
.box{max-width:420px;margin:40px auto;background:#fff;border-radius:2px;padding:24px;text-align:center;box-shadow:0 1px 4px #0002}
.amount{font-size:28px;color:#f5222d;margin:8px 0}.muted{color:#888;font-size:13px}
button{margin:8px;padding:8px 24px;border:1px solid #1677ff;border-radius:2px;background:#1677ff;color:#fff;font-size:15px;cursor:pointer}
button.ghost{background:#fff;color:#1677ff}</style></head><body><div class="box">
<h2>${esc(PAY_METHOD_LABEL[trade.method])}收银台 <span class="muted">（沙箱）</span></h2>
<div class="muted">${esc(trade.subject)}</div><div class="amount">¥${fenToYuan(trade.amountFen)}</div>
<div class="muted">商户订单号：${esc(trade.tradeNo)}</div>
${
  done
    ? `<p role="status">${trade.status === 'TRADE_SUCCESS' ? '支付成功' : '交易已关闭'}</p><p><a href="${esc(trade.returnUrl)}">返回商城查看订单</a></p>`
    : `<img src="${qr}" alt="支付二维码" width="220" height="220"><p class="muted">请使用${esc(PAY_METHOD_LABEL[trade.method])}扫码支付，或在下方模拟手机端操作</p>
<form method="post" action="${action}"><input type="hidden" name="outcome" value="success"><button type="submit">确认支付</button></form>
<form method="post" action="${action}"><input type="hidden" name="outcome" value="close"><button class="ghost" type="submit">取消支付</button></form>`
}
</div></body></html>`;
  }
}

/** Our side of the sandbox channel: opens trades with the gateway and verifies its notifications. */
export class SandboxProvider implements PaymentProvider {
  readonly channel = 'sandbox';
  constructor(
    private readonly gateway: SandboxGateway,
    private readonly secret: string,
  ) {}

  async createTrade(input: TradeStart) {
    await this.gateway.open({ ...input, expiresAt: input.expiresAt.getTime() });
    return { cashierUrl: `/api/pay/sandbox/cashier/${encodeURIComponent(input.tradeNo)}` };
  }

  refund(input: Parameters<PaymentProvider['refund']>[0]): Promise<RefundResult> {
    return this.gateway.refund(input.tradeNo, input.refundNo, input.amountFen);
  }

  parseNotification(params: Record<string, string>): VerifiedNotification | { ok: false; reason: string } {
    if (!verifySignature(params, this.secret)) return { ok: false, reason: '签名错误' };
    const amount = /^(\d+)\.(\d{2})$/.exec(params.total_amount ?? '');
    const sentAt = Number(params.notify_time);
    if (!amount || !params.out_trade_no || !params.notify_id || !Number.isFinite(sentAt))
      return { ok: false, reason: '参数不完整' };
    return {
      ok: true,
      notifyId: params.notify_id,
      tradeNo: params.out_trade_no,
      gatewayTradeNo: params.trade_no ?? '',
      amountFen: Number(amount[1]) * 100 + Number(amount[2]),
      status: params.trade_status ?? '',
      sentAt,
    };
  }
}
