import { FormModal } from '@mall/client-kit';
import { Form, Select } from 'antd';
import type { OpenApp } from '@mall/shared';
import { openAppsCopy } from '@/locales/zh-CN-open-apps';

const r = openAppsCopy.rotateDialog;

/** 更换密钥: how long the old secret keeps working (24 小时 unless chosen otherwise). */
export function RotateModal({
  app,
  onClose,
  onSubmit,
}: {
  app: OpenApp | null;
  onClose: () => void;
  onSubmit: (graceHours: number) => Promise<unknown>;
}) {
  return (
    <FormModal<{ graceHours: number }>
      open={app !== null}
      title={r.title}
      okText={r.ok}
      width={420}
      name="company-open-app-rotate"
      initialValues={{ graceHours: 24 }}
      onClose={onClose}
      onSubmit={(values) => onSubmit(values.graceHours)}
    >
      <Form.Item name="graceHours" label={r.grace} extra={r.graceHint}>
        <Select options={r.options} aria-label={r.grace} style={{ width: 200 }} />
      </Form.Item>
    </FormModal>
  );
}
