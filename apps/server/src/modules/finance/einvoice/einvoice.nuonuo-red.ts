import { EINVOICE_TYPES, TAX_RATE_PERCENT, type EinvoiceType, type RedFormReason } from '@mall/shared';
import { fenText, workOut } from './einvoice.amounts';
import type {
  Accepted,
  BlueRequest,
  RedConfirmation,
  RedConfirmationRequest,
  RedConfirmationStatus,
  RedRequest,
} from './einvoice.provider';

/*
 * 诺诺开放平台's 数电 红字确认单 and the red invoice (诺税通saas 红字确认单申请/查询/下载/确认/撤销, 快捷冲红). The
 * adapter acts with the seller's authorisation (userTax = the seller's 税号), so it enters forms as 销方
 * (applySource / identity 0): it can confirm or reject only a form the buyer entered (03 购方录入待销方确认);
 * a form the seller entered waits for the buyer to confirm under the buyer's own 税号 at the bureau.
 */

const NUONUO_RED_METHODS = {
  apply: 'nuonuo.OpeMplatform.saveInvoiceRedConfirm',
  query: 'nuonuo.OpeMplatform.queryInvoiceRedConfirm',
  refresh: 'nuonuo.OpeMplatform.refreshInvoiceRedConfirm',
  confirm: 'nuonuo.OpeMplatform.confirm',
  revoke: 'nuonuo.OpeMplatform.confirmInfoCancel',
  issue: 'nuonuo.OpeMplatform.fastInvoiceRed',
} as const;

const SUCCESS = 'E0000';
const DUPLICATE = 'E9106';
const SELLER = '0';
const PAGE_SIZE = 50;
const MAX_PAGES = 20;

/** What 诺诺 needs of the blue invoice that the interface's request does not carry: its type and both names. */
type NuonuoBlueFacts = Pick<BlueRequest, 'type' | 'seller' | 'buyer' | 'lines'>;
/** Finds an issued blue 数电票 of ours by its 20-digit number (null: not ours). */
export type NuonuoBlueLookup = (blueNumber: string) => Promise<NuonuoBlueFacts | null>;

export type NuonuoAnswer = { code?: string; describe?: string; result?: unknown };
/** One signed call; `key` names the request in a ProviderTimeout. */
type NuonuoSend = (method: string, payload: unknown, key: string) => Promise<NuonuoAnswer>;

/** 诺诺's redReason: 1销货退回 2开票有误 3服务中止 4销售折让. */
const RED_REASON: Record<RedFormReason, string> = {
  开票有误: '2',
  销货退回: '1',
  服务终止: '3',
  销售折让: '4',
};

/** billStatus → ours; 15 申请中 still waits (as 待确认), 16 申请失败 never took effect (as revoked). */
const FORM_STATUS: Record<string, RedConfirmationStatus> = {
  '01': 'no_confirm_needed',
  '02': 'pending',
  '03': 'pending',
  '04': 'confirmed',
  '05': 'rejected',
  '06': 'rejected',
  '07': 'expired',
  '08': 'revoked',
  '09': 'revoked',
  '15': 'pending',
  '16': 'revoked',
};

/** A form as queryInvoiceRedConfirm lists it (the fields we read). */
type NuonuoForm = {
  billId?: string;
  billNo?: string;
  billUuid?: string;
  billStatus?: string;
  billMessage?: string;
  applySource?: string | number;
  blueInvoiceNumber?: string;
  openStatus?: string | number;
  invoiceSerialNum?: string;
};

const invoiceLine = (type: EinvoiceType) => (type === EINVOICE_TYPES.special ? 'bs' : 'pc');

/**
 * How a form is named in a call: the bureau's 红字确认单编号 is digits only; anything else is our serial,
 * which we sent as billId (申请号) and stands in for the number until the bureau has given one.
 */
const formRef = (formNumber: string) =>
  /^\d+$/.test(formNumber) ? { billNo: formNumber } : { billId: formNumber };

const refused = (what: string, answer: NuonuoAnswer) =>
  new Error(`诺诺${what}（${answer.code ?? ''}）：${answer.describe ?? ''}`);

/** Beijing calendar date `days` before `now`, as 诺诺's date fields take it. */
const beijingDay = (now: Date, days = 0) =>
  new Date(now.getTime() + 8 * 3600_000 - days * 86_400_000).toISOString().slice(0, 10);

/**
 * The body of saveInvoiceRedConfirm: billId is our serial (a repeat names the same form), entered by the seller.
 * Lines go as `detail` only for a partial reversal (诺诺: 非部分冲红不需要传明细), negative, with the blue line's
 * 1-based index; a 销售折让 line (quantity 0) carries amounts only.
 */
function nuonuoRedApplyBody(request: RedConfirmationRequest, blue: NuonuoBlueFacts) {
  const whole =
    request.lines.length === blue.lines.length &&
    request.lines.every((l) => {
      const b = blue.lines[l.blueIndex];
      return b && -l.quantity === b.quantity && -l.amountInclFen === b.amountInclFen;
    });
  const { lines } = workOut(request.lines);
  return {
    billId: request.serial,
    blueInvoiceLine: invoiceLine(blue.type),
    applySource: SELLER,
    blueElecInvoiceNumber: request.blueNumber,
    sellerTaxNo: request.sellerTaxId,
    sellerName: blue.seller.name,
    buyerTaxNo: request.buyerTaxId,
    buyerName: blue.buyer.name,
    redReason: RED_REASON[request.reason],
    ...(whole
      ? {}
      : {
          detail: lines.map((l, i) => ({
            blueDetailIndex: String(request.lines[i]!.blueIndex + 1),
            goodsName: l.name.replace(/^\*[^*]+\*/, ''),
            goodsCode: l.taxCode,
            specType: l.spec,
            unit: l.unit,
            ...(l.quantity === 0
              ? {}
              : { num: String(l.quantity), taxExcludedPrice: l.unitPrice.replace(/^-/, '') }),
            taxExcludedAmount: fenText(l.amountFen),
            taxAmount: fenText(l.taxFen),
            taxRate: l.rate === 'exempt' ? '0' : String(TAX_RATE_PERCENT[l.rate] / 100),
            ...(l.rate === 'exempt' ? { favouredPolicyFlag: '03' } : {}),
          })),
        }),
  };
}

/** Our view of a listed form; the number is the bureau's once given, our serial (billId) until then. */
function formOf(f: NuonuoForm, fallback: { serial: string; blueNumber: string }): RedConfirmation {
  return {
    serial: f.billId ?? fallback.serial,
    formNumber: f.billNo || f.billId || fallback.serial,
    blueNumber: f.blueInvoiceNumber || fallback.blueNumber,
    status: FORM_STATUS[String(f.billStatus ?? '')] ?? 'pending',
  };
}

/** The 红字确认单 calls and the red issue, over the adapter's signed `send`. */
export class NuonuoRedForms {
  /** Our red serial → 诺诺's invoiceSerialNum of a red it issued by itself (read back by query). */
  readonly redSerials = new Map<string, string>();

  constructor(
    private readonly send: NuonuoSend,
    private readonly now: () => Date,
    private readonly blueOf?: NuonuoBlueLookup,
  ) {}

  async apply(request: RedConfirmationRequest): Promise<RedConfirmation> {
    if (request.applicant !== 'seller')
      throw new Error(
        '购方申请的红字确认单须由购方以自己的税号在电子税务局录入，诺诺的销方授权不能代购方申请',
      );
    const blue = await this.blueOf?.(request.blueNumber);
    if (!blue)
      throw new Error(`未找到蓝字发票 ${request.blueNumber} 的票种与购销方名称，无法向诺诺申请红字确认单`);
    const answer = await this.send(
      NUONUO_RED_METHODS.apply,
      nuonuoRedApplyBody(request, blue),
      request.serial,
    );
    // A repeated billId is refused (the code is not documented): the form of the first apply stands. A taken
    // apply whose read-back fails is still taken.
    const form = await this.find(request.serial).catch((err: unknown) => {
      if (answer.code === SUCCESS) return undefined;
      throw err;
    });
    if (answer.code !== SUCCESS && !form) throw refused('拒绝红字确认单申请', answer);
    if (form?.billStatus === '16') throw new Error(`诺诺红字确认单申请失败：${form.billMessage ?? ''}`);
    if (form) return formOf(form, request);
    // Taken, the bureau has not answered yet (申请中): named by our serial until it gives the number.
    return {
      serial: request.serial,
      formNumber: request.serial,
      blueNumber: request.blueNumber,
      status: request.needsConfirm ? 'pending' : 'no_confirm_needed',
    };
  }

  /** Confirms (agree) or rejects a form the buyer entered; the same answer again is the same form. */
  async decide(formNumber: string, agree: boolean, reason: string): Promise<RedConfirmation> {
    const done: RedConfirmationStatus = agree ? 'confirmed' : 'rejected';
    const form = await this.existing(formNumber);
    if (form.status === done) return form;
    if (form.raw.billStatus === '02')
      throw new Error(
        '该红字确认单由销方录入，须由购方以自己的税号在电子税务局确认，诺诺的销方授权不能代购方确认',
      );
    const answer = await this.send(
      NUONUO_RED_METHODS.confirm,
      {
        ...formRef(formNumber),
        identity: SELLER,
        confirmAgreement: agree ? '1' : '0',
        confirmReason: reason,
      },
      formNumber,
    );
    if (answer.code === SUCCESS) return { ...form.view, status: done };
    return this.settledAs(
      formNumber,
      done,
      refused(agree ? '拒绝确认红字确认单' : '拒绝否认红字确认单', answer),
    );
  }

  /** The seller withdraws a form it entered; revoking one already revoked answers it. */
  async revoke(formNumber: string): Promise<RedConfirmation> {
    const form = await this.existing(formNumber);
    if (form.status === 'revoked') return form;
    if (String(form.raw.applySource ?? SELLER) !== SELLER)
      throw new Error('该红字确认单由购方录入，只能由购方撤销');
    const answer = await this.send(
      NUONUO_RED_METHODS.revoke,
      { ...formRef(formNumber), identity: SELLER },
      formNumber,
    );
    if (answer.code === SUCCESS) return { ...form.view, status: 'revoked' };
    return this.settledAs(formNumber, 'revoked', refused('拒绝撤销红字确认单', answer));
  }

  /** The seller's forms of the last 90 days (诺诺's widest window), after downloading the bureau's state. */
  async list(sellerTaxId: string): Promise<RedConfirmation[]> {
    const window = { start: beijingDay(this.now(), 89), end: beijingDay(this.now()) };
    // Best effort: forms the buyer entered reach 诺诺 only when downloaded; a refusal leaves what 诺诺 has.
    await this.send(
      NUONUO_RED_METHODS.refresh,
      { identity: SELLER, startTime: window.start, endTime: window.end },
      sellerTaxId,
    ).catch(() => undefined);
    const forms: NuonuoForm[] = [];
    for (let page = 1; page <= MAX_PAGES; page++) {
      const answer = await this.send(
        NUONUO_RED_METHODS.query,
        {
          identity: SELLER,
          billTimeStart: window.start,
          billTimeEnd: window.end,
          pageNo: String(page),
          pageSize: String(PAGE_SIZE),
        },
        sellerTaxId,
      );
      if (answer.code !== SUCCESS) throw refused('查询红字确认单失败', answer);
      const result = (answer.result ?? {}) as { total?: string | number; list?: NuonuoForm[] };
      const batch = result.list ?? [];
      forms.push(...batch);
      if (batch.length < PAGE_SIZE || forms.length >= Number(result.total ?? 0)) break;
    }
    return forms.map((f) => formOf(f, { serial: f.billId ?? '', blueNumber: '' }));
  }

  /**
   * The red invoice of a form in effect. For 数电电票 诺诺 issues it by itself once the form needs no
   * confirmation or both sides confirmed; then its serial is read back. Otherwise 快捷冲红 with our serial as
   * orderNo (a repeat is refused as a duplicate, E9106: the first stands).
   */
  async issue(request: RedRequest): Promise<Accepted> {
    const accepted = { serial: request.serial, accepted: true } as const;
    const form = await this.existing(request.formNumber);
    if (String(form.raw.openStatus ?? '0') === '1' && form.raw.invoiceSerialNum) {
      this.redSerials.set(request.serial, form.raw.invoiceSerialNum);
      return accepted;
    }
    if (form.status !== 'confirmed' && form.status !== 'no_confirm_needed')
      throw new Error(
        `红字确认单 ${request.formNumber} 尚未生效（诺诺状态 ${form.raw.billStatus ?? ''}），不能开具红字发票`,
      );
    const answer = await this.send(
      NUONUO_RED_METHODS.issue,
      {
        orderNo: request.serial,
        taxNum: request.seller.taxId,
        elecInvoiceNumber: request.blueNumber,
        billNo: form.raw.billNo ?? '',
        ...(form.raw.billUuid ? { billUuid: form.raw.billUuid } : {}),
        invoiceLine: invoiceLine(request.type),
      },
      request.serial,
    );
    if (answer.code === DUPLICATE) return accepted;
    if (answer.code !== SUCCESS) throw refused('拒绝开具红字发票', answer);
    const nnSerial = (answer.result as { invoiceSerialNum?: string } | null)?.invoiceSerialNum;
    if (nnSerial) this.redSerials.set(request.serial, nnSerial);
    return accepted;
  }

  /** The form by our serial (billId) or the bureau's number; undefined when 诺诺 has none. */
  private async find(formNumber: string): Promise<NuonuoForm | undefined> {
    const answer = await this.send(
      NUONUO_RED_METHODS.query,
      { identity: SELLER, ...formRef(formNumber) },
      formNumber,
    );
    if (answer.code !== SUCCESS) throw refused('查询红字确认单失败', answer);
    return ((answer.result ?? {}) as { list?: NuonuoForm[] }).list?.[0];
  }

  private async existing(formNumber: string) {
    const raw = await this.find(formNumber);
    if (!raw) throw new Error(`诺诺查无红字确认单 ${formNumber}`);
    const view = formOf(raw, { serial: formNumber, blueNumber: '' });
    return { raw, view, ...view };
  }

  /** After a refusal: a form already where we asked it to go was moved before (a retry); else the refusal. */
  private async settledAs(formNumber: string, status: RedConfirmationStatus, refusal: Error) {
    const again = await this.find(formNumber);
    const view = again && formOf(again, { serial: formNumber, blueNumber: '' });
    if (view?.status === status) return view;
    throw refusal;
  }
}
