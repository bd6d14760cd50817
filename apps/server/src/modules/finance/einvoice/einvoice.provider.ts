import type { EinvoiceType, RedFormReason, TaxRate } from '@mall/shared';

/*
 * What a 数电票 provider does for us (the bureau's 乐企 connection, 诺诺, 百望 …), and the sandbox that stands in
 * for one in development and tests. Every call that issues is keyed by the request serial (流水号): a retry
 * with the same serial never yields a second invoice.
 */

/** A seller or buyer as the invoice names it. */
export type EinvoiceParty = {
  /** 纳税人识别号 (统一社会信用代码); '' for a person buying. */
  taxId: string;
  name: string;
  address: string;
  phone: string;
  bankName: string;
  bankAccount: string;
};

/** One line as asked: its amount is tax-inclusive, in 分. */
export type EinvoiceLineRequest = {
  /** `*简称*商品名称`. */
  name: string;
  /** 税收分类编码, 19 digits. */
  taxCode: string;
  spec: string;
  unit: string;
  quantity: number;
  amountInclFen: number;
  rate: TaxRate;
};

export type BlueRequest = {
  /** The request serial (流水号), unique per invoice we mean to issue; retries reuse it. */
  serial: string;
  type: EinvoiceType;
  seller: EinvoiceParty;
  buyer: EinvoiceParty;
  /** 开票人. */
  drawer: string;
  lines: EinvoiceLineRequest[];
  remark: string;
  /**
   * Where the provider pushes the invoice once issued (诺诺: pushMode with email / buyerPhone); from the title's
   * 收票邮箱 and 收票人手机. Absent or empty: no push (the buyer still has the 发票夹 and `deliver`).
   */
  pushTo?: { email?: string; phone?: string };
};

/** An issued invoice as the provider answers it. */
export type IssuedInvoice = {
  serial: string;
  /** The 20-digit 发票号码. */
  number: string;
  issuedAt: string;
  /** The legal invoice: the XML of the national structure. */
  xml: string;
};

/** Where a request stands at the provider. */
export type IssueResult =
  | { status: 'issuing'; serial: string }
  | { status: 'issued'; invoice: IssuedInvoice }
  | { status: 'failed'; serial: string; reason: string }
  | { status: 'unknown'; serial: string };

/** The provider's answer to a submit: taken (the result comes by query or callback). */
export type Accepted = { serial: string; accepted: true };

export type RedConfirmationReason = RedFormReason;
/** One reversed line: a blue line's figures, negative (quantity 0 for a 销售折让, amount only). */
export type RedLineRequest = EinvoiceLineRequest & { blueIndex: number };
export type RedConfirmationRequest = {
  /** Our own serial for the form, unique like a blue request's; a second apply with it answers the first. */
  serial: string;
  blueNumber: string;
  sellerTaxId: string;
  buyerTaxId: string;
  /** Who applies: the seller or the buyer. */
  applicant: 'seller' | 'buyer';
  reason: RedConfirmationReason;
  /** Whether the other party must confirm (the buyer has confirmed the use of the blue invoice). */
  needsConfirm: boolean;
  /** Negative tax-inclusive amounts of the lines to reverse (all lines when whole). */
  lines: RedLineRequest[];
};
/** pending 待对方确认; confirmed 已确认; no_confirm_needed 无需确认 (in effect at once); the rest are final. */
export type RedConfirmationStatus =
  'pending' | 'confirmed' | 'rejected' | 'revoked' | 'expired' | 'no_confirm_needed';
export type RedConfirmation = {
  serial: string;
  /** 红字确认单编号 as the bureau gives it. */
  formNumber: string;
  blueNumber: string;
  status: RedConfirmationStatus;
};
/** A red invoice asked for a form in effect: the blue request's parties, the form's negative lines. */
export type RedRequest = BlueRequest & { formNumber: string; blueNumber: string };

export type Quota = {
  /** The month's 授信额度 (tax-exclusive, 分), what is used and what is left. */
  totalFen: number;
  usedFen: number;
  remainingFen: number;
};

/**
 * Delivering an issued invoice again (发票交付): by e-mail (the layouts attached) and/or SMS (a notice with the
 * number). `serial` is ours, unique per delivery we mean to make; a retry with it never sends twice where the
 * provider keys deliveries (the sandbox does; 诺诺 takes no key, so the caller must not retry a sent one).
 */
export type DeliveryRequest = { serial: string; number: string; email?: string; phone?: string };
/** A delivery as the provider answered it: sent (taken for sending to `email` / `phone`) or refused. */
export type DeliveryResult =
  | { status: 'sent'; serial: string; email: string; phone: string }
  | { status: 'failed'; serial: string; reason: string };

/** Callback of an answered request (the provider's push); may come more than once. */
export type IssueCallback = (result: IssueResult) => Promise<void> | void;

/** A 数电票 provider. */
export interface InvoiceProvider {
  readonly name: string;
  /** The most lines one invoice may carry through this provider: 合并开票 splits below it, issuing refuses above. */
  readonly maxLines: number;
  /** Submits a blue invoice; the answer comes by `query` or the callback. Idempotent by `serial`. */
  issueBlue(request: BlueRequest): Promise<Accepted>;
  /** Where the request with this serial stands. */
  query(serial: string): Promise<IssueResult>;
  /** Registers who hears of answers (the push a real provider makes to our callback URL). */
  onResult(callback: IssueCallback): void;
  /** 红字确认单: apply, the other party's confirm or reject, the applicant's revoke, and the list. */
  applyRedConfirmation(request: RedConfirmationRequest): Promise<RedConfirmation>;
  confirmRedConfirmation(formNumber: string): Promise<RedConfirmation>;
  rejectRedConfirmation(formNumber: string, reason: string): Promise<RedConfirmation>;
  revokeRedConfirmation(formNumber: string): Promise<RedConfirmation>;
  listRedConfirmations(sellerTaxId: string): Promise<RedConfirmation[]>;
  /** Issues the red invoice of a form in effect; idempotent by `serial`; answered by `query` as a blue one. */
  issueRed(request: RedRequest): Promise<Accepted>;
  /** A layout of an issued invoice. */
  download(number: string, format: 'xml' | 'pdf'): Promise<Buffer>;
  /** The seller's 授信额度 this month (tax-exclusive). */
  quota(sellerTaxId: string): Promise<Quota>;
  /**
   * Sends an issued invoice (blue or red, by its 20-digit number) to an e-mail address and/or a mobile phone
   * (at least one). Idempotent by `serial` where the provider keys it; a lost answer is a ProviderTimeout.
   */
  deliver(request: DeliveryRequest): Promise<DeliveryResult>;
}

/** A provider's call that could not be answered in time: the request may or may not have been taken. */
export class ProviderTimeout extends Error {
  constructor(readonly serial: string) {
    super(`provider timed out: ${serial}`);
  }
}

/**
 * Lines per 数电票 the national platform accepts (明细行 of one invoice, the figure providers pass on); a
 * provider with a lower cap says so in its own `maxLines`.
 */
export const EINVOICE_MAX_LINES = 2000;
