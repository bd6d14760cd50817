import { useEffect } from 'react';
import { App, Alert, Button, Descriptions, Form, Input, Skeleton, Switch } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useAction } from '@mall/client-kit';
import type { MaintenanceSettingData } from '@mall/shared';
import { StatusTag } from '@/components/status-tag';
import { toast } from '@/lib/toast';
import { t } from '@/locales/zh-CN';
import { saveMaintenance, settingsKeys, useMaintenance } from '../api/settings';

/** Maintenance mode on/off with the text /repair shows; switching on asks for confirmation. */
export function MaintenanceForm() {
  const { modal } = App.useApp();
  const setting = useMaintenance();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<MaintenanceSettingData>();
  const action = useAction(
    (values: MaintenanceSettingData) =>
      saveMaintenance({ enabled: values.enabled, content: values.content.trim() }),
    {
      onSuccess: (saved) => {
        toast.success(t.settings.maintenanceSaved(saved.enabled));
        void queryClient.invalidateQueries({ queryKey: settingsKeys.maintenance });
      },
    },
  );
  useEffect(() => {
    if (setting.data) form.setFieldsValue(setting.data);
  }, [form, setting.data]);
  if (setting.isPending) return <Skeleton active />;

  const save = (values: MaintenanceSettingData) => action.run(values);
  const enabledNow = setting.data?.enabled ?? false;

  return (
    <>
      <Descriptions size="small" style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t.settings.current}>
          <span data-testid="maintenance-state">
            <StatusTag label={enabledNow ? t.settings.maintenanceOn : t.settings.maintenanceOff} />
          </span>
        </Descriptions.Item>
      </Descriptions>
      <Alert type="warning" showIcon title={t.settings.maintenanceWarn} style={{ marginBottom: 16 }} />
      <Form<MaintenanceSettingData>
        form={form}
        layout="vertical"
        style={{ maxWidth: 720 }}
        onFinish={(values) => {
          if (values.enabled && !enabledNow) {
            modal.confirm({ title: t.settings.maintenanceConfirmOn, onOk: () => save(values) });
          } else void save(values);
        }}
      >
        <Form.Item name="enabled" label={t.settings.maintenanceSwitch} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item
          name="content"
          label={t.settings.maintenanceContent}
          rules={[{ required: true, whitespace: true, max: 500 }]}
        >
          <Input.TextArea rows={4} showCount maxLength={500} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={action.isPending}>
          {t.common.save}
        </Button>
      </Form>
    </>
  );
}
