import { useEffect, type ReactNode } from 'react';
import { Button, Form, Skeleton } from 'antd';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useAction } from '@mall/client-kit';
import { toast } from '@/lib/toast';
import { t } from '@/locales/zh-CN';

/**
 * A settings page's form: filled from its query once loaded, saved with 保存 (已保存, then the query
 * refreshed). Labels take a sixth of the row, the fields `wrapperSpan` of 24.
 */
export function SettingsForm<V extends object>({
  query,
  queryKey,
  onSave,
  wrapperSpan,
  children,
}: {
  query: { isPending: boolean; data?: V | undefined };
  queryKey: QueryKey;
  onSave: (values: V) => Promise<unknown>;
  wrapperSpan: number;
  children: ReactNode;
}) {
  const queryClient = useQueryClient();
  const [form] = Form.useForm<V>();
  const save = useAction(onSave, {
    onSuccess: () => {
      toast.success(t.common.saved);
      void queryClient.invalidateQueries({ queryKey });
    },
  });
  useEffect(() => {
    if (query.data) form.setFieldsValue(query.data as Parameters<typeof form.setFieldsValue>[0]);
  }, [form, query.data]);
  if (query.isPending) return <Skeleton active />;
  return (
    <Form<V>
      form={form}
      labelCol={{ span: 4 }}
      wrapperCol={{ span: wrapperSpan }}
      onFinish={(values) => void save.run(values)}
    >
      {children}
      <Form.Item wrapperCol={{ offset: 4 }}>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t.common.save}
        </Button>
      </Form.Item>
    </Form>
  );
}
