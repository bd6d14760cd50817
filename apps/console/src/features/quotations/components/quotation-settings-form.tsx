import { Form, Radio } from 'antd';
import { QUOTATION_VALIDITY_DAYS, type QuotationSettings } from '@mall/shared';
import { ImageUpload } from '@/components/image-upload';
import { SettingsForm } from '@/components/settings-form';
import { t } from '@/locales/zh-CN';
import { quotationKeys, saveQuotationSettings, uploadStamp, useQuotationSettings } from '../api/quotations';

const q = t.quotations;

/** 报价单设置: the default validity buyers start from and the stamp printed on every quotation PDF. */
export function QuotationSettingsForm() {
  const settings = useQuotationSettings();
  return (
    <SettingsForm<QuotationSettings>
      query={settings}
      queryKey={quotationKeys.settings}
      wrapperSpan={14}
      onSave={(values) => saveQuotationSettings({ ...values, stampUrl: values.stampUrl ?? '' })}
    >
      <Form.Item name="defaultValidDays" label={q.defaultValidDays} rules={[{ required: true }]}>
        <Radio.Group options={QUOTATION_VALIDITY_DAYS.map((d) => ({ value: d, label: `${d} 天` }))} />
      </Form.Item>
      <Form.Item name="stampUrl" label={q.stamp} extra={q.stampHelp}>
        <ImageUpload upload={uploadStamp} />
      </Form.Item>
    </SettingsForm>
  );
}
