import { Alert, Form, Input } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { FormModal } from '@mall/client-kit';
import { t } from '@/locales/zh-CN';
import { InvoiceNumberFields } from './invoice-number-fields';

type Values = { reason: string; redInvoiceNo: string; redIssueDate: Dayjs };

/**
 * 作废 an issued invoice: the reason and the red-letter invoice that reverses it (its number and date from
 * the tax system; today by default).
 */
export function VoidInvoiceModal({
  open,
  onSubmit,
  onClose,
}: {
  open: boolean;
  onSubmit: (values: { reason: string; redInvoiceNo: string; redIssueDate: string }) => Promise<unknown>;
  onClose: () => void;
}) {
  return (
    <FormModal<Values>
      open={open}
      title={t.finance.voidTitle}
      danger
      intro={<Alert type="warning" showIcon title={t.finance.voidHelp} style={{ marginBottom: 16 }} />}
      initialValues={{ redIssueDate: dayjs() }}
      onSubmit={(values) =>
        onSubmit({
          reason: values.reason.trim(),
          redInvoiceNo: values.redInvoiceNo.trim(),
          redIssueDate: values.redIssueDate.format('YYYY-MM-DD'),
        })
      }
      onClose={onClose}
    >
      <Form.Item
        name="reason"
        label={t.finance.voidReason}
        rules={[{ required: true, whitespace: true, min: 2, message: t.common.reasonRequired }]}
      >
        <Input.TextArea rows={3} maxLength={200} showCount />
      </Form.Item>
      <InvoiceNumberFields
        no={{
          name: 'redInvoiceNo',
          label: t.finance.redInvoiceNo,
          required: t.finance.redInvoiceNoRequired,
          invalid: t.finance.redInvoiceNoInvalid,
        }}
        date={{
          name: 'redIssueDate',
          label: t.finance.redIssueDate,
          required: t.finance.redIssueDateRequired,
        }}
      />
    </FormModal>
  );
}
