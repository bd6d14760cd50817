import { createHmac, randomBytes, randomInt } from 'node:crypto';
import { EINVOICE_TYPES, TAX_RATE_PERCENT } from '@mall/shared';
import { fenText, workOut } from './einvoice.amounts';
import type {
  Accepted,
  BlueRequest,
  DeliveryRequest,
  DeliveryResult,
  InvoiceProvider,
  IssueCallback,
  IssueResult,
  Quota,
  RedConfirmation,
  RedConfirmationRequest,
  RedRequest,
} from './einvoice.provider';
import { EINVOICE_MAX_LINES, ProviderTimeout } from './einvoice.provider';
import {
  NUONUO_DELIVERY_METHOD,
  nuonuoDeliveryBody,
  nuonuoDeliveryResult,
  nuonuoPushFields,
} from './einvoice.nuonuo-delivery';
import { NuonuoRedForms, type NuonuoAnswer, type NuonuoBlueLookup } from './einvoice.nuonuo-red';

/*
 * 诺诺开放平台 (诺税通 数电) adapter. Off unless configured (EINVOICE_PROVIDER=nuonuo with the app's key, secret
 * and access token): tests only run it against recorded fixtures (einvoice.nuonuo.fixtures.ts).
 *
 * Every call is POST {endpoint}?senid&nonce&timestamp&appkey with headers X-Nuonuo-Sign, accessToken, userTax
 * (the seller's 税号) and method; the body is the JSON `content`. The signature is
 * base64(HMAC-SHA1(appSecret, "a=services&l=v1&p=open&k={appKey}&i={senid}&n={nonce}&t={timestamp}&f={content}")),
 * the a/l/p parts being the path /open/v1/services read backwards; `content` is signed byte for byte as sent.
 */

/** Production; 诺诺's 联调 sandbox is https://sandbox.nuonuocs.cn/open/v1/services (the fixtures sign for it). */
export const NUONUO_ENDPOINT = 'https://sdk.nuonuo.com/open/v1/services';
const SUCCESS = 'E0000';
const NOT_FOUND = 'E9500';
const DUPLICATE = 'E9106';

export type NuonuoConfig = {
  appKey: string;
  appSecret: string;
  accessToken: string;
  endpoint: string;
  timeoutMs?: number;
};

export type NuonuoEnvelope = { senid: string; nonce: string; timestamp: string };

/** The X-Nuonuo-Sign of one call. */
export function nuonuoSign(
  config: Pick<NuonuoConfig, 'appKey' | 'appSecret' | 'endpoint'>,
  envelope: NuonuoEnvelope,
  content: string,
): string {
  // "/open/v1/services" → p=open, l=v1, a=services.
  const [, p, l, a] = new URL(config.endpoint).pathname.split('/');
  const source = `a=${a}&l=${l}&p=${p}&k=${config.appKey}&i=${envelope.senid}&n=${envelope.nonce}&t=${envelope.timestamp}&f=${content}`;
  return createHmac('sha1', config.appSecret).update(source, 'utf8').digest('base64');
}

/** A fresh envelope: 32-character senid, 8-digit nonce, Unix seconds. */
function nuonuoEnvelope(now = new Date()): NuonuoEnvelope {
  return {
    senid: randomBytes(16).toString('hex'),
    nonce: String(randomInt(10_000_000, 100_000_000)),
    timestamp: String(Math.floor(now.getTime() / 1000)),
  };
}

/** The goods name without the `*简称*` the platform prefixes itself from the code. */
const goodsName = (lineName: string) => lineName.replace(/^\*[^*]+\*/, '');
const rateText = (rate: keyof typeof TAX_RATE_PERCENT) =>
  rate === 'exempt' ? '0' : String(TAX_RATE_PERCENT[rate] / 100);

/**
 * The body of nuonuo.OpeMplatform.requestBillingNew for a blue 数电票: `orderNo` is our serial (诺诺 refuses a
 * second order with it, E9106), invoiceLine bs (数电专票) or pc (数电普票), amounts tax-inclusive (withTaxFlag 1);
 * pushMode -1 unless the request says where to push it (then 0/1/2 with email / buyerPhone).
 */
export function nuonuoBlueBody(request: BlueRequest, invoiceDate: string) {
  const { lines } = workOut(request.lines);
  const account = (bank: string, no: string) => [bank, no].filter(Boolean).join(' ');
  return {
    order: {
      orderNo: request.serial,
      invoiceDate,
      invoiceType: '1',
      invoiceLine: request.type === EINVOICE_TYPES.special ? 'bs' : 'pc',
      ...nuonuoPushFields(request.pushTo),
      clerk: request.drawer,
      salerTaxNum: request.seller.taxId,
      salerTel: request.seller.phone,
      salerAddress: request.seller.address,
      salerAccount: account(request.seller.bankName, request.seller.bankAccount),
      buyerName: request.buyer.name,
      buyerTaxNum: request.buyer.taxId,
      buyerTel: request.buyer.phone,
      buyerAddress: request.buyer.address,
      buyerAccount: account(request.buyer.bankName, request.buyer.bankAccount),
      remark: request.remark,
      invoiceDetail: lines.map((l) => ({
        goodsName: goodsName(l.name),
        goodsCode: l.taxCode,
        specType: l.spec,
        unit: l.unit,
        num: String(l.quantity),
        withTaxFlag: '1',
        taxRate: rateText(l.rate),
        taxIncludedAmount: fenText(l.amountInclFen),
        taxExcludedAmount: fenText(l.amountFen),
        tax: fenText(l.taxFen),
        invoiceLineProperty: '0',
        ...(l.rate === 'exempt'
          ? { favouredPolicyFlag: '1', favouredPolicyName: '免税', zeroRateFlag: '1' }
          : {}),
      })),
    },
  };
}

type Fetch = typeof fetch;
type Layouts = { serial: string; xml?: string; pdf?: string; ofd?: string };

/** The 诺诺 provider: blue and red issue, query, 红字确认单 (einvoice.nuonuo-red.ts), layouts and quota. */
export class NuonuoProvider implements InvoiceProvider {
  readonly name = 'nuonuo';
  /** 诺诺 passes the platform's own cap on; not confirmed against a recorded answer here. */
  readonly maxLines = EINVOICE_MAX_LINES;
  private readonly callbacks: IssueCallback[] = [];
  private readonly red: NuonuoRedForms;
  /** Layout URLs of the invoices this instance has seen issued, by number: 诺诺 answers them per serial. */
  private readonly layouts = new Map<string, Layouts>();

  constructor(
    private readonly config: NuonuoConfig,
    /** The seller's 税号 (userTax). */
    private readonly sellerTaxId: string,
    private readonly http: Fetch = fetch,
    private readonly now: () => Date = () => new Date(),
    /** The blue invoice's type and names, which a 红字确认单 needs and the interface's request lacks. */
    blueOf?: NuonuoBlueLookup,
  ) {
    this.red = new NuonuoRedForms((m, p, key) => this.send(m, p, key), now, blueOf);
  }

  onResult(callback: IssueCallback): void {
    this.callbacks.push(callback);
  }

  /** One signed call; the answer's envelope as 诺诺 gives it. */
  async call(method: string, payload: unknown, envelope = nuonuoEnvelope(this.now())): Promise<NuonuoAnswer> {
    const content = JSON.stringify(payload);
    const url = new URL(this.config.endpoint);
    url.search = new URLSearchParams({ ...envelope, appkey: this.config.appKey }).toString();
    const res = await this.http(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json; charset=UTF-8',
        'X-Nuonuo-Sign': nuonuoSign(this.config, envelope, content),
        accessToken: this.config.accessToken,
        userTax: this.sellerTaxId,
        method,
      },
      body: content,
      redirect: 'error',
      signal: AbortSignal.timeout(this.config.timeoutMs ?? 30_000),
    });
    if (!res.ok) throw new Error(`nuonuo: HTTP ${res.status}`);
    return (await res.json()) as NuonuoAnswer;
  }

  /** A call whose lost answer (timeout) is a ProviderTimeout naming `key`: it may or may not have been taken. */
  private async send(method: string, payload: unknown, key: string): Promise<NuonuoAnswer> {
    try {
      return await this.call(method, payload);
    } catch (err) {
      if (err instanceof Error && err.name === 'TimeoutError') throw new ProviderTimeout(key);
      throw err;
    }
  }

  async issueBlue(request: BlueRequest): Promise<Accepted> {
    const date = new Date(this.now().getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
    const answer = await this.send(
      'nuonuo.OpeMplatform.requestBillingNew',
      nuonuoBlueBody(request, date),
      request.serial,
    );
    // Already submitted with this serial: the first one stands, its result is queried.
    if (answer.code === SUCCESS || answer.code === DUPLICATE)
      return { serial: request.serial, accepted: true };
    throw new Error(`诺诺拒绝开票（${answer.code ?? ''}）：${answer.describe ?? ''}`);
  }

  /** By our serial (orderNo); a red 诺诺 issued by itself from a form, by the serial it gave (serialNos). */
  async query(serial: string): Promise<IssueResult> {
    const own = this.red.redSerials.get(serial);
    const answer = await this.send(
      'nuonuo.OpeMplatform.queryInvoiceResult',
      { ...(own ? { serialNos: [own] } : { orderNos: [serial] }), isOfferInvoiceDetail: '0' },
      serial,
    );
    if (answer.code === NOT_FOUND) return { status: 'unknown', serial };
    if (answer.code !== SUCCESS)
      throw new Error(`诺诺查询失败（${answer.code ?? ''}）：${answer.describe ?? ''}`);
    const list = Array.isArray(answer.result) ? answer.result : [answer.result];
    const r = (list[0] ?? {}) as Record<string, string | undefined>;
    const status = String(r.status ?? '');
    if (status === '2') {
      const number = r.allElectronicInvoiceNumber ?? r.invoiceNo ?? '';
      const issuedAt = r.invoiceTime ? new Date(Number(r.invoiceTime)).toISOString() : '';
      this.layouts.set(number, { serial, xml: r.xmlUrl, pdf: r.pdfUrl, ofd: r.ofdUrl });
      // The legal XML, where 诺诺 gives it (xmlUrl: 数电电票 with the seller's 获取xml setting on); else '' and
      // the issuing job says the XML could not be read.
      const xml = r.xmlUrl ? (await this.fetchLayout(r.xmlUrl).catch(() => undefined))?.toString('utf8') : '';
      return { status: 'issued', invoice: { serial, number, issuedAt, xml: xml ?? '' } };
    }
    if (status === '22' || status === '24')
      return { status: 'failed', serial, reason: r.failCause ?? r.statusMsg ?? '' };
    return { status: 'issuing', serial };
  }

  async quota(): Promise<Quota> {
    const answer = await this.call('nuonuo.OpeMplatform.getCreditLine', { queryType: '1' });
    const r = (answer.result ?? {}) as Record<string, string | number | undefined>;
    const fen = (v: unknown) => Math.round(Number(v ?? 0) * 100);
    return {
      totalFen: fen(r.totalCreditLine),
      usedFen: fen(r.usedCreditLine),
      remainingFen: fen(r.availableCreditLine),
    };
  }

  /** 发票重新交付 by the invoice's number (deliveryInvoice); 诺诺 keys nothing, so a call is a send. */
  async deliver(request: DeliveryRequest): Promise<DeliveryResult> {
    if (!request.email && !request.phone) throw new Error('诺诺发票交付需要邮箱或手机号');
    const answer = await this.send(
      NUONUO_DELIVERY_METHOD,
      nuonuoDeliveryBody(request, this.sellerTaxId),
      request.serial,
    );
    return nuonuoDeliveryResult(request, answer);
  }

  applyRedConfirmation(request: RedConfirmationRequest): Promise<RedConfirmation> {
    return this.red.apply(request);
  }
  confirmRedConfirmation(formNumber: string): Promise<RedConfirmation> {
    return this.red.decide(formNumber, true, '');
  }
  rejectRedConfirmation(formNumber: string, reason: string): Promise<RedConfirmation> {
    return this.red.decide(formNumber, false, reason);
  }
  revokeRedConfirmation(formNumber: string): Promise<RedConfirmation> {
    return this.red.revoke(formNumber);
  }
  listRedConfirmations(sellerTaxId: string): Promise<RedConfirmation[]> {
    return this.red.list(sellerTaxId);
  }
  issueRed(request: RedRequest): Promise<Accepted> {
    return this.red.issue(request);
  }

  /**
   * A layout of an invoice this instance has seen issued (`query`): 诺诺 gives layouts per serial, as URLs in
   * the query's answer (pdfUrl, ofdUrl, and xmlUrl where the seller's setting allows), not by number.
   */
  async download(number: string, format: 'xml' | 'pdf' | 'ofd'): Promise<Buffer> {
    const url = this.layouts.get(number)?.[format];
    if (!url)
      throw new Error(
        `诺诺未提供发票 ${number} 的 ${format.toUpperCase()} 版式文件（按开票流水号查询开票结果后方可下载）`,
      );
    return this.fetchLayout(url);
  }

  private async fetchLayout(url: string): Promise<Buffer> {
    const target = new URL(url);
    if (target.protocol !== 'https:' && target.protocol !== 'http:') throw new Error('诺诺版式文件地址无效');
    const res = await this.http(target, {
      signal: AbortSignal.timeout(this.config.timeoutMs ?? 30_000),
    });
    if (!res.ok) throw new Error(`诺诺版式文件下载失败：HTTP ${res.status}`);
    return Buffer.from(await res.arrayBuffer());
  }
}
