import { Form, Input, Select } from 'antd';
import { ORDER_CARRIERS } from '@mall/shared';
import { FormModal } from '@mall/client-kit';
import { t } from '@/locales/zh-CN';

type Values = { carrier: string; trackingNo: string };

/** Carrier from the list and the tracking number. */
export function ShipModal({
  open,
  title = t.orders.shipTitle,
  carriers = ORDER_CARRIERS,
  onSubmit,
  onClose,
}: {
  open: boolean;
  title?: string;
  carriers?: readonly string[];
  onSubmit: (values: Values) => Promise<unknown>;
  onClose: () => void;
}) {
  const options = carriers.map((c) => ({ value: c, label: c }));
  return (
    <FormModal<Values>
      open={open}
      title={title}
      onSubmit={(values) => onSubmit({ carrier: values.carrier, trackingNo: values.trackingNo.trim() })}
      onClose={onClose}
    >
      <Form.Item
        name="carrier"
        label={t.orders.carrier}
        rules={[{ required: true, message: t.orders.carrierRequired }]}
      >
        <Select options={options} showSearch placeholder={t.orders.carrierRequired} />
      </Form.Item>
      <Form.Item
        name="trackingNo"
        label={t.orders.trackingNo}
        rules={[
          { required: true, whitespace: true, message: t.orders.trackingNoRequired },
          { pattern: /^\s*[A-Za-z0-9-]{6,40}\s*$/, message: t.orders.trackingNoInvalid },
        ]}
      >
        <Input maxLength={40} />
      </Form.Item>
    </FormModal>
  );
}
