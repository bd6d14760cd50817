import { Alert, Form, Input } from 'antd';
import { FormModal } from '@mall/client-kit';
import { t } from '@/locales/zh-CN';

type Values = { amount: string; note?: string };

/** Amount (defaults to what is due) and a note / transfer voucher for an after-sales refund. */
export function RefundModal({
  open,
  defaultAmount,
  onSubmit,
  onClose,
}: {
  open: boolean;
  defaultAmount: string;
  onSubmit: (values: { amount: string; note: string }) => Promise<unknown>;
  onClose: () => void;
}) {
  return (
    <FormModal<Values>
      open={open}
      title={t.afs.refundTitle}
      okText={t.afs.refund}
      intro={<Alert type="info" showIcon title={t.afs.refundHelp} style={{ marginBottom: 16 }} />}
      initialValues={{ amount: defaultAmount }}
      onSubmit={(values) => onSubmit({ amount: values.amount.trim(), note: values.note?.trim() ?? '' })}
      onClose={onClose}
    >
      <Form.Item
        name="amount"
        label={t.afs.refundAmount}
        rules={[
          { required: true, pattern: /^\s*\d{1,10}(\.\d{1,2})?\s*$/, message: t.afs.refundAmountInvalid },
        ]}
      >
        <Input prefix="¥" />
      </Form.Item>
      <Form.Item name="note" label={t.afs.refundNote}>
        <Input.TextArea rows={2} maxLength={200} showCount />
      </Form.Item>
    </FormModal>
  );
}
