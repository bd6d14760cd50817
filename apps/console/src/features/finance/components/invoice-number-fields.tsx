import { DatePicker, Form, Input } from 'antd';

/** An invoice's number (8 or 20 digits) and date: the issued one's, or the red-letter one's. */
export function InvoiceNumberFields({
  no,
  date,
}: {
  no: { name: string; label: string; required: string; invalid: string };
  date: { name: string; label: string; required: string };
}) {
  return (
    <>
      <Form.Item
        name={no.name}
        label={no.label}
        rules={[
          { required: true, message: no.required },
          { pattern: /^\s*(\d{8}|\d{20})\s*$/, message: no.invalid },
        ]}
      >
        <Input maxLength={20} />
      </Form.Item>
      <Form.Item name={date.name} label={date.label} rules={[{ required: true, message: date.required }]}>
        <DatePicker style={{ width: '100%' }} />
      </Form.Item>
    </>
  );
}
