import type { InvoiceLine, RedForm } from '@mall/shared';

/** A seller's 红字确认单 waiting for the buyer (about 72 hours left), for the feature's component tests. */
export const redForm = (over: Partial<RedForm> = {}): RedForm => ({
  id: 5,
  invoiceId: 9,
  merchantId: 0,
  serial: 'RF000000000101',
  formNumber: '35011126113000000001',
  blueNumber: '26352000000000000123',
  sellerName: '工业品商城（福州）有限公司',
  buyerName: '上海演示机电有限公司',
  applicant: 'seller',
  applicantLabel: '销售方',
  reason: '销货退回',
  lines: [{ index: 0, name: '*金属制品*内六角扳手套装', quantity: -1, amountFen: -12500 }],
  totalFen: -12500,
  status: 'pending',
  statusLabel: '待对方确认',
  needsConfirm: true,
  confirmBy: new Date(Date.now() + 71 * 3600_000 + 30 * 60_000).toISOString(),
  rejectReason: '',
  afsNo: '',
  redStatus: 'none',
  redNumber: null,
  redLastAnswer: '',
  createdAt: new Date().toISOString(),
  ...over,
});

/** An application's invoice line of `quantity` costing `amountInclTax` (yuan) in all; the rest zero. */
export const invoiceLine = (
  name: string,
  quantity: number,
  amountInclTax: string,
  unit = '把',
): InvoiceLine => ({
  name,
  spec: '',
  unit,
  quantity,
  unitPriceExclTax: '0',
  amountExclTax: '0',
  taxRate: '13%',
  taxAmount: '0',
  amountInclTax,
});
