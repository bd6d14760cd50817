import { Form, Input, Select } from 'antd';
import { FormModal } from '@mall/client-kit';
import { t } from '@/locales/zh-CN';

type Values = { preset?: string; reason?: string };

/**
 * Asks for a reason before a refusal (cancel, reject, void); `presets` offers common reasons in a select
 * with free text for 其他. Resolves through onSubmit; stays open while it runs and on failure.
 */
export function ReasonModal({
  open,
  title,
  label,
  presets,
  onSubmit,
  onClose,
}: {
  open: boolean;
  title: string;
  label: string;
  presets?: readonly string[];
  onSubmit: (reason: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const preset = Form.useWatch('preset', form);
  const needText = !presets || preset === '其他原因' || preset === '其他';
  return (
    <FormModal<Values>
      open={open}
      title={title}
      form={form}
      onSubmit={(values) => onSubmit(needText ? (values.reason ?? '').trim() : (values.preset ?? ''))}
      onClose={onClose}
    >
      {presets && (
        <Form.Item name="preset" label={label} rules={[{ required: true, message: t.common.reasonRequired }]}>
          <Select options={presets.map((p) => ({ value: p, label: p }))} />
        </Form.Item>
      )}
      {needText && (
        <Form.Item
          name="reason"
          label={presets ? undefined : label}
          rules={[{ required: true, whitespace: true, min: 2, message: t.common.reasonRequired }]}
        >
          <Input.TextArea rows={3} maxLength={200} showCount />
        </Form.Item>
      )}
    </FormModal>
  );
}
