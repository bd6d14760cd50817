import type { TableColumnsType } from 'antd';
import type { CreditRepayment } from '@mall/shared';
import { t } from '@/locales/zh-CN';
import { useCreditRepayments } from '../api/credit';
import { CreditTable } from './credit-table';

const c = t.credit;
const COLUMNS: TableColumnsType<CreditRepayment> = [
  { title: c.repaymentNo, dataIndex: 'repaymentNo' },
  { title: c.company, dataIndex: 'companyName' },
  { title: c.amount, dataIndex: 'amount', align: 'right' },
  { title: c.bankRef, dataIndex: 'bankRef' },
  { title: c.paidOn, dataIndex: 'paidOn' },
  {
    title: c.allocations,
    render: (_, r) => r.allocations.map((a) => `${a.statementNo} ¥${a.amount}`).join('；'),
  },
];

/** Recorded repayments and the statements each settled. */
export function CreditRepayments() {
  return <CreditTable query={useCreditRepayments()} rowKey="id" columns={COLUMNS} />;
}
