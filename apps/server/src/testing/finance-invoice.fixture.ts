// Test fixture shared by the invoice and credit tests: a VAT invoice title as a buyer enters it.

/** A company's VAT invoice title (增值税专用发票; the e-mail receives electronic invoices). */
export const XINGHU_TITLE = {
  companyName: '苏州星湖精密机械有限公司',
  taxNo: '91350100M000100Y43',
  regAddress: '苏州工业园区星湖街 328 号',
  regPhone: '0512-62881234',
  bankName: '中国银行苏州工业园区支行',
  bankAccount: '5402 1234 5678 0001',
  email: 'fp@xinghu.example.com',
};

/** Where paper invoices of that title are posted. */
export const XINGHU_RECEIVER = {
  receiverName: '李工',
  receiverMobile: '13900139000',
  receiveAddress: '苏州工业园区星湖街 328 号 财务部',
};
