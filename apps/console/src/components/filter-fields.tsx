import type { ReactNode } from 'react';
import { DatePicker, Form, Input, Select } from 'antd';
import { t } from '@/locales/zh-CN';

/** One field of a list's filter form: a text box, a choice (全部 when empty) or a date range. */
export type FilterField =
  | { kind: 'text'; name: string; label: ReactNode; width: number; placeholder?: string }
  | {
      kind: 'select';
      name: string;
      label: ReactNode;
      width: number;
      options: { value: string; label: ReactNode }[];
    }
  | { kind: 'range'; name?: string; label: ReactNode };

/** A choice's options from a label map ({ 1: '待接单', … } or { afs: '售后退款', … }). */
export const optionsOf = (labels: Record<string | number, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

/** The Form.Items of a filter form, in order (inside client-kit's FilterForm). */
export function FilterFields({ fields }: { fields: (FilterField | false)[] }) {
  return (
    <>
      {fields.map((field) => {
        if (!field) return null;
        const name = field.name ?? 'range';
        return (
          <Form.Item key={name} name={name} label={field.label}>
            {field.kind === 'text' ? (
              <Input allowClear style={{ width: field.width }} placeholder={field.placeholder} />
            ) : field.kind === 'select' ? (
              <Select
                allowClear
                style={{ width: field.width }}
                options={field.options}
                placeholder={t.common.all}
              />
            ) : (
              <DatePicker.RangePicker />
            )}
          </Form.Item>
        );
      })}
    </>
  );
}

/** The keyword box of a list's filter (关键词 unless `label` names it otherwise). */
export const keywordField = (
  width: number,
  placeholder?: string,
  label: ReactNode = t.common.keyword,
): FilterField => ({
  kind: 'text',
  name: 'keyword',
  label,
  width,
  placeholder,
});

/** A choice of a list's filter (全部 when empty). */
export const selectField = (
  name: string,
  label: ReactNode,
  width: number,
  options: { value: string; label: ReactNode }[],
): FilterField => ({ kind: 'select', name, label, width, options });
