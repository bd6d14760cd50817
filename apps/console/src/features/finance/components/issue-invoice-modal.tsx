import { Form, Input } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { FormModal } from '@mall/client-kit';
import { t } from '@/locales/zh-CN';
import { InvoiceNumberFields } from './invoice-number-fields';

type Values = { invoiceNo: string; issueDate: Dayjs; courier?: string; trackingNo?: string };

/** 发票号码 and 开票日期 (today by default); paper invoices also the courier and its number. */
export function IssueInvoiceModal({
  open,
  paper,
  onSubmit,
  onClose,
}: {
  open: boolean;
  paper: boolean;
  onSubmit: (values: {
    invoiceNo: string;
    issueDate: string;
    courier?: string;
    trackingNo?: string;
  }) => Promise<unknown>;
  onClose: () => void;
}) {
  return (
    <FormModal<Values>
      open={open}
      title={t.finance.issueTitle}
      okText={t.finance.issue}
      initialValues={{ issueDate: dayjs() }}
      onSubmit={(values) =>
        onSubmit({
          invoiceNo: values.invoiceNo.trim(),
          issueDate: values.issueDate.format('YYYY-MM-DD'),
          ...(paper ? { courier: values.courier?.trim(), trackingNo: values.trackingNo?.trim() } : {}),
        })
      }
      onClose={onClose}
    >
      <InvoiceNumberFields
        no={{
          name: 'invoiceNo',
          label: t.finance.invoiceNo,
          required: t.finance.invoiceNoRequired,
          invalid: t.finance.invoiceNoInvalid,
        }}
        date={{ name: 'issueDate', label: t.finance.issueDate, required: t.finance.issueDateRequired }}
      />
      {paper && (
        <>
          <Form.Item
            name="courier"
            label={t.finance.courier}
            rules={[{ required: true, message: t.finance.courierRequired }]}
          >
            <Input maxLength={50} />
          </Form.Item>
          <Form.Item
            name="trackingNo"
            label={t.finance.courierTracking}
            rules={[
              {
                required: true,
                pattern: /^\s*[A-Za-z0-9-]{6,40}\s*$/,
                message: t.orders.trackingNoInvalid,
              },
            ]}
          >
            <Input maxLength={40} />
          </Form.Item>
        </>
      )}
    </FormModal>
  );
}
