import type { ReactNode } from 'react';
import { Form, Input, Popconfirm } from 'antd';
import { RichTextField } from '@/components/rich-text-field';
import { t } from '@/locales/zh-CN';

/** A required one-line text (blank is not enough), at most `max` characters where given. */
export function RequiredTextItem({ name, label, max }: { name: string; label: ReactNode; max?: number }) {
  return (
    <Form.Item name={name} label={label} rules={[{ required: true, whitespace: true, max }]}>
      <Input />
    </Form.Item>
  );
}

/** A required rich text (an article's or a notice's body); `message` says what is missing. */
export function RequiredRichTextItem({
  name,
  label,
  message,
  minHeight,
}: {
  name: string;
  label: ReactNode;
  message: string;
  minHeight?: number;
}) {
  return (
    <Form.Item name={name} label={label} rules={[{ required: true, message }]}>
      <RichTextField minHeight={minHeight} />
    </Form.Item>
  );
}

/** 删除 in a row's actions, after 确定删除吗？. */
export function DeleteLink({ onConfirm }: { onConfirm: () => Promise<unknown> }) {
  return (
    <Popconfirm title={t.common.deleteConfirm} onConfirm={onConfirm}>
      <a>{t.common.delete}</a>
    </Popconfirm>
  );
}
