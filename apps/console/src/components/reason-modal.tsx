import { useState } from 'react';
import { Form, Input, Modal, Select } from 'antd';
import { t } from '@/locales/zh-CN';

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
  const [form] = Form.useForm<{ preset?: string; reason?: string }>();
  const [busy, setBusy] = useState(false);
  const preset = Form.useWatch('preset', form);
  const needText = !presets || preset === '其他原因' || preset === '其他';
  return (
    <Modal
      open={open}
      title={title}
      okText={t.common.confirm}
      cancelText={t.common.cancel}
      confirmLoading={busy}
      destroyOnHidden
      onCancel={onClose}
      onOk={() => form.submit()}
    >
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        clearOnDestroy
        onFinish={async (values) => {
          const reason = needText ? (values.reason ?? '').trim() : (values.preset ?? '');
          setBusy(true);
          try {
            await onSubmit(reason);
            onClose();
          } catch {
            // the request layer showed why
          } finally {
            setBusy(false);
          }
        }}
      >
        {presets && (
          <Form.Item
            name="preset"
            label={label}
            rules={[{ required: true, message: t.common.reasonRequired }]}
          >
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
      </Form>
    </Modal>
  );
}
