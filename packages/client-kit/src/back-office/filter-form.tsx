import { useEffect, useRef, type ReactNode } from 'react';
import { Button, Form, Space } from 'antd';
import type { UrlValues } from '../url-state';
import { backOfficeCopy } from './copy';

/**
 * An inline filter form bound to the URL: it shows the URL's values and writes the submitted ones back
 * (page back to 1). `toForm`/`fromForm` convert where a field is not a plain string (dates, numbers).
 */
export function FilterForm<V extends object>({
  values,
  onSubmit,
  onReset,
  toForm,
  fromForm,
  children,
}: {
  values: UrlValues;
  onSubmit: (patch: UrlValues) => void;
  onReset: () => void;
  toForm?: (values: UrlValues) => Partial<V>;
  fromForm?: (form: V) => UrlValues;
  children: ReactNode;
}) {
  const [form] = Form.useForm<V>();
  // Only a change of the URL's values refills the form (toForm may be a new function every render).
  const toFormRef = useRef(toForm);
  // The values the form was last set to (undefined before the first): what the URL's values are compared to.
  const setTo = useRef<Record<string, unknown> | undefined>(undefined);
  useEffect(() => {
    toFormRef.current = toForm;
  });
  useEffect(() => {
    const convert = toFormRef.current;
    const next = (convert ? convert(values) : values) as Record<string, unknown>;
    // Already set to them (by 重置, which empties the form at once): leave what was typed since alone.
    if (sameFilled(setTo.current, next)) return;
    setTo.current = next;
    form.resetFields();
    form.setFieldsValue(next as Parameters<typeof form.setFieldsValue>[0]);
  }, [form, values]);
  return (
    <Form<V>
      form={form}
      layout="inline"
      className="console-filters"
      // Enter in a date field confirms the date (and moves on to the range's end) inside the picker; it must
      // not also submit the form, which would search with half a range and clear the typed start date.
      onKeyDown={(event) => {
        if (event.key === 'Enter' && (event.target as HTMLElement).closest('.ant-picker'))
          event.preventDefault();
      }}
      onFinish={(submitted) => {
        const patch = fromForm
          ? fromForm(submitted)
          : Object.fromEntries(
              Object.entries(submitted as Record<string, unknown>).map(([k, v]) => [
                k,
                v === undefined || v === null ? undefined : String(v).trim(),
              ]),
            );
        onSubmit(patch);
      }}
    >
      {children}
      <SearchResetButtons
        onReset={() => {
          // Empty at once: the URL's change reaches the form a render later, and a search clicked in
          // between must not carry the old filters.
          form.resetFields();
          setTo.current = {};
          onReset();
        }}
      />
    </Form>
  );
}

/** An inline filter form's 查询 (submits it) and 重置 buttons, as its last item. */
export function SearchResetButtons({ onReset }: { onReset: () => void }) {
  return (
    <Form.Item>
      <Space>
        <Button type="primary" htmlType="submit">
          {backOfficeCopy.search}
        </Button>
        <Button onClick={onReset}>{backOfficeCopy.reset}</Button>
      </Space>
    </Form.Item>
  );
}

/** The fields that hold a value, compared by value (dates by their JSON). */
function sameFilled(a: Record<string, unknown> | undefined, b: Record<string, unknown>): boolean {
  if (!a) return false;
  const filled = (o: Record<string, unknown>) =>
    JSON.stringify(
      Object.entries(o)
        .filter(([, v]) => v !== undefined && v !== null && v !== '')
        .sort(([x], [y]) => (x < y ? -1 : 1)),
    );
  return filled(a) === filled(b);
}
