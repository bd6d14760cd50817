import { useEffect } from 'react';
import { Button, Form, Radio, Skeleton } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useAction } from '@mall/client-kit';
import { QUOTATION_VALIDITY_DAYS, type QuotationSettings } from '@mall/shared';
import { ImageUpload } from '@/components/image-upload';
import { toast } from '@/lib/toast';
import { t } from '@/locales/zh-CN';
import { quotationKeys, saveQuotationSettings, uploadStamp, useQuotationSettings } from '../api/quotations';

const q = t.quotations;

/** 报价单设置: the default validity buyers start from and the stamp printed on every quotation PDF. */
export function QuotationSettingsForm() {
  const settings = useQuotationSettings();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<QuotationSettings>();
  const save = useAction(saveQuotationSettings, {
    onSuccess: () => {
      toast.success(t.common.saved);
      void queryClient.invalidateQueries({ queryKey: quotationKeys.settings });
    },
  });
  useEffect(() => {
    if (settings.data) form.setFieldsValue(settings.data);
  }, [form, settings.data]);
  if (settings.isPending) return <Skeleton active />;
  return (
    <Form<QuotationSettings>
      form={form}
      labelCol={{ span: 4 }}
      wrapperCol={{ span: 14 }}
      onFinish={(values) => void save.run({ ...values, stampUrl: values.stampUrl ?? '' })}
    >
      <Form.Item name="defaultValidDays" label={q.defaultValidDays} rules={[{ required: true }]}>
        <Radio.Group options={QUOTATION_VALIDITY_DAYS.map((d) => ({ value: d, label: `${d} 天` }))} />
      </Form.Item>
      <Form.Item name="stampUrl" label={q.stamp} extra={q.stampHelp}>
        <ImageUpload upload={uploadStamp} />
      </Form.Item>
      <Form.Item wrapperCol={{ offset: 4 }}>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t.common.save}
        </Button>
      </Form.Item>
    </Form>
  );
}
