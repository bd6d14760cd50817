import { DatePicker, Form, Input, InputNumber, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useQueryClient } from '@tanstack/react-query';
import { FormModal } from '@mall/client-kit';
import type { CreditAccount } from '@mall/shared';
import { toast } from '@/lib/toast';
import { t } from '@/locales/zh-CN';
import { creditKeys, recordRepayment, useCompanyStatements } from '../api/credit';

type RepayValues = { amount: number; bankRef: string; paidOn: Dayjs; statementIds: number[]; note?: string };
const c = t.credit;
const wide = { width: '100%' };

/** 登记还款: money received against the company's open statements (settled by due date). */
export function RepayModal({ account, onClose }: { account: CreditAccount; onClose: () => void }) {
  const queryClient = useQueryClient();
  const open = useCompanyStatements(account.companyId);
  const owing = (open.data?.list ?? []).filter((s) => s.status !== 4 && s.outstanding !== '0.00');
  return (
    <FormModal<RepayValues>
      open
      title={c.repayTitle(account.companyName)}
      okText={c.record}
      initialValues={{ paidOn: dayjs(), statementIds: [] }}
      onSubmit={async (v) => {
        await recordRepayment({
          companyId: account.companyId,
          amount: String(v.amount),
          bankRef: v.bankRef.trim(),
          paidOn: v.paidOn.format('YYYY-MM-DD'),
          statementIds: v.statementIds,
          note: v.note?.trim() ?? '',
        });
        toast.success(c.repaid);
        void queryClient.invalidateQueries({ queryKey: creditKeys.all });
      }}
      onClose={onClose}
    >
      <Form.Item
        name="statementIds"
        label={c.allocate}
        rules={[{ required: true, message: c.allocateRequired }]}
      >
        <Select
          mode="multiple"
          placeholder={c.allocatePlaceholder}
          options={owing.map((s) => ({
            value: s.id,
            label: c.owingOption(s.statementNo, s.outstanding, s.dueDate),
          }))}
        />
      </Form.Item>
      <Form.Item name="amount" label={c.received} rules={[{ required: true, message: c.receivedRequired }]}>
        <InputNumber min={0.01} precision={2} style={wide} />
      </Form.Item>
      <Form.Item name="bankRef" label={c.bankRef} rules={[{ required: true, message: c.bankRefRequired }]}>
        <Input maxLength={40} />
      </Form.Item>
      <Form.Item name="paidOn" label={c.paidOn} rules={[{ required: true, message: c.paidOnRequired }]}>
        <DatePicker style={wide} />
      </Form.Item>
      <Form.Item name="note" label={c.note}>
        <Input maxLength={200} />
      </Form.Item>
    </FormModal>
  );
}
