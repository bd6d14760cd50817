// Plain data (no imports): the server's demo seed, its tests and the browser journeys share it.

/** The platform's (自营) tax profile for the sandbox, when the console has not saved one (the tests' too). */
export const PLATFORM_PROFILE = {
  taxpayerId: '91110000600037341L',
  name: '工业品商城（北京）有限公司',
  address: '北京市朝阳区建国路 88 号',
  phone: '010-65001234',
  bankName: '招商银行北京分行',
  bankAccount: '110902345610101',
  drawer: '王会计',
  provider: 'sandbox',
} as const;
