import { useEffect } from 'react';
import { Button, Form, Input, Skeleton } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useAction } from '@mall/client-kit';
import type { SiteConfigSave } from '@mall/shared';
import { toast } from '@/lib/toast';
import { t } from '@/locales/zh-CN';
import { saveSiteSettings, settingsKeys, useSiteSettings } from '../api/settings';

const FIELDS = [
  ['siteName', 30],
  ['webSite', 50],
  ['phone', 30],
  ['icp', 50],
  ['address', 100],
  ['copyright', 100],
] as const;

/** Site constants shown in the storefront's header, footer and title. */
export function SiteForm() {
  const site = useSiteSettings();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<SiteConfigSave>();
  const save = useAction(saveSiteSettings, {
    onSuccess: () => {
      toast.success(t.common.saved);
      void queryClient.invalidateQueries({ queryKey: settingsKeys.site });
    },
  });
  useEffect(() => {
    if (site.data) form.setFieldsValue(site.data);
  }, [form, site.data]);
  if (site.isPending) return <Skeleton active />;
  return (
    <Form<SiteConfigSave>
      form={form}
      layout="horizontal"
      labelCol={{ span: 4 }}
      wrapperCol={{ span: 12 }}
      onFinish={(values) => void save.run(values)}
    >
      {FIELDS.map(([name, max]) => (
        <Form.Item
          key={name}
          name={name}
          label={t.settings[name]}
          rules={[{ required: true, whitespace: true, max }]}
        >
          <Input />
        </Form.Item>
      ))}
      <Form.Item wrapperCol={{ offset: 4 }}>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t.common.save}
        </Button>
      </Form.Item>
    </Form>
  );
}
