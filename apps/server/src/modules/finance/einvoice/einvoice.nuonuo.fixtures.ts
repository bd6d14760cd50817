/*
 * Recorded fixtures of the 诺诺开放平台 adapter. The signing cases are worked from the documented rule
 * (base64 HMAC-SHA1 over "a=services&l=v1&p=open&k=…&i=…&n=…&t=…&f=<content>", 开放平台加密参考) with a
 * second implementation (Python's hmac), not from our own code. The answers follow the shapes of the
 * documentation's examples (code E0000 with result; E9500 unknown order; status 2 开票完成, 22 开票失败).
 */
export const NUONUO_CONFIG = {
  appKey: 'SD63236305',
  appSecret: 'SDDED2523BED4643',
  accessToken: 'a7f0e5c5b2b54ab5b6f3d0c1e2f3a4b5',
  endpoint: 'https://sandbox.nuonuocs.cn/open/v1/services',
};
export const NUONUO_ENVELOPE = {
  senid: '7a2f0d5c8b1e4f3a9c6d2e1b0a9f8e7d',
  nonce: '38204519',
  timestamp: '1795986000',
};

export const SIGNING_CASES = [
  {
    content: '{"orderNos":["EI202611300001"],"isOfferInvoiceDetail":"0"}',
    sign: 'SIdw62KF/dD+8FBONWLnv1Wjmx4=',
  },
  {
    content: '{"order":{"buyerName":"上海某某机电有限公司","goodsName":"内六角扳手套装"}}',
    sign: 'FiONcMtDAei1iLtPWZzVMy3eK7w=',
  },
];

export const ANSWER_SUBMITTED = {
  code: 'E0000',
  describe: '开票提交成功',
  result: { invoiceSerialNum: '20261130093015421907' },
};
export const ANSWER_DUPLICATE = { code: 'E9106', describe: '订单编号或流水号不能重复', result: null };
export const ANSWER_NOT_FOUND = { code: 'E9500', describe: '发票不存在', result: null };
export const ANSWER_ISSUED = {
  code: 'E0000',
  describe: '获取成功',
  result: [
    {
      serialNo: '20261130093015421907',
      orderNo: 'EI202611300001',
      status: '2',
      statusMsg: '开票完成（最终状态）',
      allElectronicInvoiceNumber: '26352000000123456789',
      invoiceTime: '1796002215000',
      pdfUrl: 'https://inv.jss.com.cn/fp/example.pdf',
    },
  ],
};
export const ANSWER_FAILED = {
  code: 'E0000',
  describe: '获取成功',
  result: [{ serialNo: '1', orderNo: 'EI202611300002', status: '22', failCause: '购方税号校验不通过' }],
};

/*
 * 数电 红字确认单 and the red invoice (诺税通saas 红字确认单申请/查询/下载/确认/撤销, 快捷冲红). Each request is
 * written out from the documented fields (the content our adapter must send byte for byte) and signed for the
 * sandbox endpoint by the second implementation (Python's hmac), like SIGNING_CASES. The answers follow the
 * documented shapes (code/describe/result; the query's result {total, list}; billStatus 01–09, 15, 16). Codes
 * other than E0000, E9106 and E9500 are not documented per call: E9999 stands for any refusal with its text.
 */
export const RED_FORM_NUMBER = '35010026113000000017';
const RED_FORM_UUID = '9c1f3e2a7b6d4c58a0e1f2d3c4b5a697';
export const BLUE_NUMBER = '26352000000123456789';
const RED_NUONUO_SERIAL = '26113009301542190812';

export const RED_REQUESTS = {
  applyPart: {
    method: 'nuonuo.OpeMplatform.saveInvoiceRedConfirm',
    content:
      '{"billId":"RF000000000101","blueInvoiceLine":"bs","applySource":"0","blueElecInvoiceNumber":"26352000000123456789","sellerTaxNo":"91350100M000100Y43","sellerName":"工业品商城（福州）有限公司","buyerTaxNo":"91110000600037341L","buyerName":"北京某某机电设备有限公司","redReason":"1","detail":[{"blueDetailIndex":"2","goodsName":"丁腈手套","goodsCode":"1090601000000000000","specType":"L码","unit":"双","num":"-2","taxExcludedPrice":"13.28","taxExcludedAmount":"-26.56","taxAmount":"-3.45","taxRate":"0.13"}]}',
    sign: 'x8yqwxjJzJ84xClf3N6tmXcJ+aE=',
  },
  applyWhole: {
    method: 'nuonuo.OpeMplatform.saveInvoiceRedConfirm',
    content:
      '{"billId":"RF000000000101","blueInvoiceLine":"bs","applySource":"0","blueElecInvoiceNumber":"26352000000123456789","sellerTaxNo":"91350100M000100Y43","sellerName":"工业品商城（福州）有限公司","buyerTaxNo":"91110000600037341L","buyerName":"北京某某机电设备有限公司","redReason":"2"}',
    sign: 'qzFQXqTSUMVBWLpIEwE2wAIO3DM=',
  },
  findById: {
    method: 'nuonuo.OpeMplatform.queryInvoiceRedConfirm',
    content: '{"identity":"0","billId":"RF000000000101"}',
    sign: 'i58ez2Ua1VQ51uUNeI9Eyr3Cxuc=',
  },
  findByNo: {
    method: 'nuonuo.OpeMplatform.queryInvoiceRedConfirm',
    content: '{"identity":"0","billNo":"35010026113000000017"}',
    sign: 'OhteWTp4LyNECJnG+ZpWr3U5iUU=',
  },
  confirm: {
    method: 'nuonuo.OpeMplatform.confirm',
    content: '{"billNo":"35010026113000000017","identity":"0","confirmAgreement":"1","confirmReason":""}',
    sign: 's7Cb9b21Rwn46xP3u3Id4KBInE0=',
  },
  reject: {
    method: 'nuonuo.OpeMplatform.confirm',
    content:
      '{"billNo":"35010026113000000017","identity":"0","confirmAgreement":"0","confirmReason":"退货数量与实际不符"}',
    sign: '2hnKHQD5f6aGUPFd6P7esaHoY80=',
  },
  revoke: {
    method: 'nuonuo.OpeMplatform.confirmInfoCancel',
    content: '{"billNo":"35010026113000000017","identity":"0"}',
    sign: 'JN9OBSbe+MJxXfVSmOCJxLQP4p4=',
  },
  refresh: {
    method: 'nuonuo.OpeMplatform.refreshInvoiceRedConfirm',
    content: '{"identity":"0","startTime":"2026-09-02","endTime":"2026-11-30"}',
    sign: '9gNmGXyjVCnincMeGCl6SiGXXbw=',
  },
  listPage1: {
    method: 'nuonuo.OpeMplatform.queryInvoiceRedConfirm',
    content:
      '{"identity":"0","billTimeStart":"2026-09-02","billTimeEnd":"2026-11-30","pageNo":"1","pageSize":"50"}',
    sign: '6Vt4eQLExVvcJP1LKIMD70sP2/o=',
  },
  issueRed: {
    method: 'nuonuo.OpeMplatform.fastInvoiceRed',
    content:
      '{"orderNo":"RD000000000101","taxNum":"91350100M000100Y43","elecInvoiceNumber":"26352000000123456789","billNo":"35010026113000000017","billUuid":"9c1f3e2a7b6d4c58a0e1f2d3c4b5a697","invoiceLine":"bs"}',
    sign: 'RWyhayCRhx+iEI0aoFhj3FeZS5s=',
  },
  queryRed: {
    method: 'nuonuo.OpeMplatform.queryInvoiceResult',
    content: '{"serialNos":["26113009301542190812"],"isOfferInvoiceDetail":"0"}',
    sign: '6DL5qQiuaBcXBIuF+JxXbl9/GhY=',
  },
};

const form = (billStatus: string, more: object = {}) => ({
  billNo: RED_FORM_NUMBER,
  billUuid: RED_FORM_UUID,
  billId: 'RF000000000101',
  billStatus,
  billMessage: '',
  applySource: '0',
  openStatus: '0',
  blueInvoiceLine: 'bs',
  blueInvoiceNumber: BLUE_NUMBER,
  billTime: '2026-11-30 09:12:40',
  sellerTaxNo: '91350100M000100Y43',
  buyerTaxNo: '91110000600037341L',
  taxExcludedAmount: '-26.56',
  taxAmount: '-3.45',
  redReason: '1',
  ...more,
});
/** 销方录入待购方确认. */
export const FORM_SELLER_ENTERED = form('02');
/** 购方录入待销方确认 (entered by the buyer at the bureau, downloaded into 诺诺). */
export const FORM_BUYER_ENTERED = form('03', { applySource: '1', billId: '' });
export const FORM_CONFIRMED = form('04');
export const FORM_REJECTED = form('06', { applySource: '1', billId: '' });
export const FORM_REVOKED = form('08');
/** 申请中: taken by 诺诺, no number from the bureau yet. */
export const FORM_APPLYING = form('15', { billNo: '', billUuid: '' });
export const FORM_APPLY_FAILED = form('16', {
  billNo: '',
  billMessage: '该蓝字发票已全额开具红字发票，不能再申请',
});
/** 购销双方已确认 and the red invoice issued by 诺诺 by itself (数电电票). */
export const FORM_AUTO_ISSUED = form('04', { openStatus: '1', invoiceSerialNum: RED_NUONUO_SERIAL });

export const answerForms = (...list: object[]) => ({
  code: 'E0000',
  describe: '查询成功',
  result: { total: String(list.length), list },
});
export const ANSWER_OK = { code: 'E0000', describe: '请求成功', result: null };
export const ANSWER_APPLY_TAKEN = { code: 'E0000', describe: '请求成功', result: 'RF000000000101' };
/** A repeated billId: the code is not documented for this call (the adapter reads the form back instead). */
export const ANSWER_APPLY_DUPLICATE = { code: 'E9106', describe: '红字确认单申请号不能重复', result: null };
export const ANSWER_APPLY_REFUSED = {
  code: 'E9999',
  describe: '蓝字发票不存在或不属于当前销方',
  result: null,
};
export const ANSWER_CONFIRM_REFUSED = {
  code: 'E9999',
  describe: '税局返回：当前用户无权确认该红字确认单',
  result: null,
};
export const ANSWER_REVOKE_REFUSED = { code: 'E9999', describe: '红字确认单已确认，不能撤销', result: null };
export const ANSWER_RED_TAKEN = {
  code: 'E0000',
  describe: '请求成功',
  result: { invoiceSerialNum: RED_NUONUO_SERIAL },
};
export const ANSWER_RED_REFUSED = { code: 'E9999', describe: '蓝字发票已被冲红，不能重复冲红', result: null };
export const RED_XML = `<?xml version="1.0" encoding="UTF-8"?><EInvoice><Header><EIid>26352000000123456790</EIid></Header></EInvoice>`;
export const ANSWER_RED_ISSUED = {
  code: 'E0000',
  describe: '获取成功',
  result: [
    {
      serialNo: RED_NUONUO_SERIAL,
      orderNo: 'RF000000000101',
      status: '2',
      statusMsg: '开票完成（最终状态）',
      allElectronicInvoiceNumber: '26352000000123456790',
      invoiceTime: '1796004015000',
      invoiceType: '2',
      oldEleInvoiceNumber: BLUE_NUMBER,
      pdfUrl: 'https://inv.jss.com.cn/fp/red-example.pdf',
      ofdUrl: 'https://inv.jss.com.cn/fp/red-example.ofd',
      xmlUrl: 'https://inv.jss.com.cn/fp/red-example.xml',
    },
  ],
};

/*
 * 发票交付 (诺税通saas 发票重新交付, nuonuo.OpeMplatform.deliveryInvoice): each request written out from the
 * documented fields (taxnum, invoiceCode — empty for a 数电票 —, invoiceNum, phone, mail) and signed for the
 * sandbox endpoint by the second implementation (Python's hmac), like SIGNING_CASES. The answer's shape was not
 * found documented for this call: the envelope every call answers (code/describe/result) is assumed, E0000
 * taken, E9999 standing for any refusal with its text.
 */
export const DELIVERY_REQUESTS = {
  both: {
    method: 'nuonuo.OpeMplatform.deliveryInvoice',
    content:
      '{"taxnum":"91350100M000100Y43","invoiceCode":"","invoiceNum":"26352000000123456789","phone":"13800138000","mail":"buyer@example.com"}',
    sign: 'ng3hp6jvVN7XWYrGj3yzznJ/I9Q=',
  },
  mailOnly: {
    method: 'nuonuo.OpeMplatform.deliveryInvoice',
    content:
      '{"taxnum":"91350100M000100Y43","invoiceCode":"","invoiceNum":"26352000000123456790","mail":"buyer@example.com"}',
    sign: '5yRjNIiXSVWEpFfBKF68SJaeIo8=',
  },
};
export const ANSWER_DELIVERED = { code: 'E0000', describe: '交付成功', result: null };
export const ANSWER_DELIVERY_REFUSED = { code: 'E9999', describe: '发票不存在或未开具成功', result: null };
