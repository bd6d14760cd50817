import type { ReactNode } from 'react';
import { Form, InputNumber, Select } from 'antd';
import type { OpenApp } from '@mall/shared';
import { FormModal } from '../back-office/form-modal';

/** The dialog's words; `options` picks the grace period from a list, without them it is typed in hours. */
export type RotateSecretCopy = {
  grace: string;
  graceHint: string;
  ok?: string;
  options?: { value: number; label: string }[];
};

/** 更换密钥: how long the old secret keeps working (24 小时 unless chosen otherwise; 0 ends it at once). */
export function RotateSecretModal({
  app,
  title,
  copy: r,
  name,
  onClose,
  onSubmit,
}: {
  /** The app whose secret changes; null keeps the dialog closed. */
  app: OpenApp | null;
  title: ReactNode;
  copy: RotateSecretCopy;
  /** The form's id prefix. */
  name: string;
  onClose: () => void;
  onSubmit: (graceHours: number) => Promise<unknown>;
}) {
  return (
    <FormModal<{ graceHours: number }>
      open={app !== null}
      title={title}
      okText={r.ok}
      width={420}
      name={name}
      initialValues={{ graceHours: 24 }}
      onClose={onClose}
      onSubmit={(values) => onSubmit(values.graceHours)}
    >
      <Form.Item name="graceHours" label={r.grace} extra={r.graceHint} rules={[{ required: true }]}>
        {r.options ? (
          <Select options={r.options} aria-label={r.grace} style={{ width: 200 }} />
        ) : (
          <InputNumber min={0} max={168} precision={0} />
        )}
      </Form.Item>
    </FormModal>
  );
}
