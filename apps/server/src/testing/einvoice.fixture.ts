/** The platform's tax profile (自营) as the console saves it, for tests and the sweeps' worlds. */
export const SELLER_PROFILE = {
  taxpayerId: '91110000600037341L',
  name: '工业品商城（北京）有限公司',
  address: '北京市朝阳区建国路 88 号',
  phone: '010-65001234',
  bankName: '招商银行北京分行',
  bankAccount: '110902345610101',
  drawer: '王会计',
  provider: 'sandbox',
};
