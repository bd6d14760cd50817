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
