import type { ReactNode } from 'react';
import { Form, Input, Popconfirm, Space } from 'antd';
import { RichTextField } from '@/components/rich-text-field';
import { t } from '@/locales/zh-CN';

/**
 * A required text (blank is not enough), at most `max` characters where given; a one-line box unless
 * `children` is another text control (a text area, a box with its own props).
 */
export function RequiredTextItem({
  name,
  label,
  max,
  extra,
  children = <Input />,
}: {
  name: string;
  label: ReactNode;
  max?: number;
  extra?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Form.Item name={name} label={label} extra={extra} rules={[{ required: true, whitespace: true, max }]}>
      {children}
    </Form.Item>
  );
}

/** A required field of another control (a picker, an upload); `message` says what is missing. */
export function RequiredItem({
  name,
  label,
  message,
  children,
}: {
  name: string;
  label: ReactNode;
  message: string;
  children: ReactNode;
}) {
  return (
    <Form.Item name={name} label={label} rules={[{ required: true, message }]}>
      {children}
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
    <RequiredItem name={name} label={label} message={message}>
      <RichTextField minHeight={minHeight} />
    </RequiredItem>
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

/** A row's 编辑 and 删除 (asked first) links, after what `children` puts ahead of them (move buttons). */
export function EditDeleteLinks({
  onEdit,
  onDelete,
  children,
}: {
  onEdit: () => void;
  onDelete: () => Promise<unknown>;
  children?: ReactNode;
}) {
  return (
    <Space>
      {children}
      <a onClick={onEdit}>{t.common.edit}</a>
      <DeleteLink onConfirm={onDelete} />
    </Space>
  );
}
