import { useState } from 'react';
import { Alert, Form, Input, Modal } from 'antd';
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
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      open={open}
      title={t.afs.refundTitle}
      okText={t.afs.refund}
      confirmLoading={busy}
      destroyOnHidden
      onCancel={onClose}
      onOk={() => form.submit()}
    >
      <Alert type="info" showIcon title={t.afs.refundHelp} style={{ marginBottom: 16 }} />
      <Form<Values>
        form={form}
        layout="vertical"
        preserve={false}
        clearOnDestroy
        initialValues={{ amount: defaultAmount }}
        onFinish={async (values) => {
          setBusy(true);
          try {
            await onSubmit({ amount: values.amount.trim(), note: values.note?.trim() ?? '' });
            onClose();
          } catch {
            // shown by the request layer
          } finally {
            setBusy(false);
          }
        }}
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
      </Form>
    </Modal>
  );
}
