import { EINVOICE_TYPES } from '@mall/shared';
import type { BlueRequest, EinvoiceLineRequest } from './einvoice.provider';

/** A blue 数电专票 request from a 福建 seller to a 北京 buyer (valid 统一社会信用代码), for tests. */
export function blueRequest(serial: string, lines?: EinvoiceLineRequest[]): BlueRequest {
  return {
    serial,
    type: EINVOICE_TYPES.special,
    seller: {
      taxId: '91350100M000100Y43',
      name: '工业品商城（福州）有限公司',
      address: '福建省福州市鼓楼区五四路 1 号',
      phone: '0591-87654321',
      bankName: '中国工商银行福州分行',
      bankAccount: '1402020109000012345',
    },
    buyer: {
      taxId: '91110000600037341L',
      name: '北京某某机电设备有限公司',
      address: '北京市朝阳区建国路 88 号',
      phone: '010-65001234',
      bankName: '招商银行北京分行',
      bankAccount: '110902345610101',
    },
    drawer: '王会计',
    remark: '订单 O202611300001',
    lines: lines ?? [
      {
        name: '*金属制品*世达 内六角扳手套装 9件套',
        taxCode: '1080422000000000000',
        spec: '9件套',
        unit: '套',
        quantity: 3,
        amountInclFen: 37500,
        rate: '13',
      },
      {
        name: '*劳动防护用品*丁腈手套',
        taxCode: '1090601000000000000',
        spec: 'L码',
        unit: '双',
        quantity: 7,
        amountInclFen: 10505,
        rate: '13',
      },
    ],
  };
}
