import type { BlueRequest, DeliveryRequest, DeliveryResult } from './einvoice.provider';
import type { NuonuoAnswer } from './einvoice.nuonuo-red';

/*
 * 诺诺开放平台's 发票交付 (诺税通saas): the push on issue — requestBillingNew's `pushMode` (-1 不推送, 0 邮箱,
 * 1 手机, 2 邮箱、手机) with `email` (推送邮箱) and `buyerPhone` (购方手机) — and the delivery of an issued
 * invoice again, nuonuo.OpeMplatform.deliveryInvoice (发票重新交付: taxnum, invoiceCode — empty for 数电票 —,
 * invoiceNum, phone, mail; at least one of phone and mail). 诺诺 takes no key for a delivery: each call sends
 * again, so the caller keeps its own serial and never repeats a delivery that was answered.
 */

export const NUONUO_DELIVERY_METHOD = 'nuonuo.OpeMplatform.deliveryInvoice';
const SUCCESS = 'E0000';

/** The push fields of a blue request: none (pushMode -1) unless `pushTo` names an address. */
export function nuonuoPushFields(pushTo: BlueRequest['pushTo']) {
  const email = pushTo?.email?.trim() ?? '';
  const phone = pushTo?.phone?.trim() ?? '';
  const pushMode = email && phone ? '2' : email ? '0' : phone ? '1' : '-1';
  return {
    pushMode,
    ...(phone ? { buyerPhone: phone } : {}),
    ...(email ? { email } : {}),
  };
}

/** The body of deliveryInvoice for an issued 数电票 of the seller `sellerTaxId`. */
export function nuonuoDeliveryBody(request: DeliveryRequest, sellerTaxId: string) {
  return {
    taxnum: sellerTaxId,
    invoiceCode: '',
    invoiceNum: request.number,
    ...(request.phone ? { phone: request.phone } : {}),
    ...(request.email ? { mail: request.email } : {}),
  };
}

/** 诺诺's answer as ours: E0000 is taken for sending; any other code is a refusal with its text. */
export function nuonuoDeliveryResult(request: DeliveryRequest, answer: NuonuoAnswer): DeliveryResult {
  if (answer.code === SUCCESS)
    return { status: 'sent', serial: request.serial, email: request.email ?? '', phone: request.phone ?? '' };
  return {
    status: 'failed',
    serial: request.serial,
    reason: `诺诺拒绝交付（${answer.code ?? ''}）：${answer.describe ?? ''}`.slice(0, 200),
  };
}
