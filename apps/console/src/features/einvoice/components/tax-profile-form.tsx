import { useEffect } from 'react';
import { Alert, Button, Form, Input, Radio, Skeleton, Typography, type FormRule } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import {
  EINVOICE_PROVIDERS,
  SELLER_TAX_MSG,
  sellerTaxProfileBody,
  type SellerTaxProfile,
  type SellerTaxProfileBody,
} from '@mall/shared';
import { useAction } from '@mall/client-kit';
import { formatTime } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { t } from '@/locales/zh-CN';
import { einvoiceKeys, saveTaxProfile, useTaxProfile, type EinvoiceBase } from '../api/einvoice';

const c = t.einvoice;
const shape = sellerTaxProfileBody.shape;
type Values = SellerTaxProfileBody;
type Field = keyof typeof shape;

/** A form rule answering with the contract's own message (the server says the same on a bad save). */
const fromContract = (field: Field): FormRule => ({
  validator: async (_, value: unknown) => {
    const result = shape[field].safeParse(value ?? '');
    if (!result.success) throw new Error(result.error.issues[0]?.message);
  },
});

/** 诺诺 needs its three keys: typed now, or one kept from before (secrets are never shown back). */
const keyRule =
  (kept: boolean): FormRule =>
  ({ getFieldValue }) => ({
    validator: async (_, value: string | undefined) => {
      if (getFieldValue('provider') === 'nuonuo' && !kept && !value?.trim())
        throw new Error(SELLER_TAX_MSG.NUONUO_KEYS);
    },
  });

const TEXT_FIELDS: [Field, string, number][] = [
  ['taxpayerId', c.taxpayerId, 18],
  ['name', c.name, 100],
  ['address', c.address, 200],
  ['phone', c.phone, 30],
  ['bankName', c.bankName, 100],
  ['bankAccount', c.bankAccount, 40],
  ['drawer', c.drawer, 20],
];

/** The saved profile as the form's values: secrets left blank (kept unless typed again). */
const toValues = (p: SellerTaxProfile): Values => ({
  taxpayerId: p.taxpayerId,
  name: p.name,
  address: p.address,
  phone: p.phone,
  bankName: p.bankName,
  bankAccount: p.bankAccount,
  drawer: p.drawer,
  provider: p.provider,
  appKey: p.appKey,
});

/**
 * 开票信息: the seller's tax profile (纳税人识别号, name, address and phone, bank and account, 开票人) and its
 * provider with credentials. Each field is checked with the contract's words before it is sent; the secrets
 * are written, never read back: a kept one shows as 已保存 and stays unless typed again.
 */
export function TaxProfileForm({ base }: { base: EinvoiceBase }) {
  const profile = useTaxProfile(base);
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const provider = Form.useWatch('provider', form);
  const save = useAction((v: Values) => saveTaxProfile(base, v), {
    onSuccess: (saved) => {
      toast.success(t.common.saved);
      queryClient.setQueryData(einvoiceKeys.profile(base), saved);
      form.setFieldsValue({ appSecret: '', accessToken: '' });
    },
  });
  useEffect(() => {
    if (profile.data) form.setFieldsValue(toValues(profile.data));
  }, [form, profile.data]);
  if (profile.isPending) return <Skeleton active />;
  const kept = profile.data ?? null;
  const secretPlaceholder = (has: boolean | undefined) => (has ? c.secretKept : c.secretNone);
  return (
    <>
      <Alert
        type={kept ? 'info' : 'warning'}
        showIcon
        title={kept ? c.profileIntro : c.profileNone}
        style={{ marginBottom: 16 }}
      />
      <Form<Values>
        form={form}
        name={`tax-profile-${base.includes('portal') ? 'portal' : 'console'}`}
        labelCol={{ span: 4 }}
        wrapperCol={{ span: 12 }}
        initialValues={{ provider: 'sandbox', appKey: '' }}
        onFinish={(values) => void save.run(values)}
      >
        {TEXT_FIELDS.map(([name, label, max]) => (
          <Form.Item key={name} name={name} label={label} rules={[fromContract(name)]}>
            <Input maxLength={max} />
          </Form.Item>
        ))}
        <Form.Item name="provider" label={c.provider} rules={[fromContract('provider')]}>
          <Radio.Group options={EINVOICE_PROVIDERS.map((p) => ({ value: p, label: c.providers[p] ?? p }))} />
        </Form.Item>
        {provider === 'nuonuo' && (
          <>
            <Form.Item name="appKey" label={c.appKey} rules={[keyRule(!!kept?.appKey)]}>
              <Input maxLength={64} autoComplete="off" />
            </Form.Item>
            <Form.Item name="appSecret" label={c.appSecret} rules={[keyRule(!!kept?.hasAppSecret)]}>
              <Input.Password
                placeholder={secretPlaceholder(kept?.hasAppSecret)}
                autoComplete="new-password"
                visibilityToggle={false}
              />
            </Form.Item>
            <Form.Item name="accessToken" label={c.accessToken} rules={[keyRule(!!kept?.hasAccessToken)]}>
              <Input.Password
                placeholder={secretPlaceholder(kept?.hasAccessToken)}
                autoComplete="new-password"
                visibilityToggle={false}
              />
            </Form.Item>
          </>
        )}
        <Form.Item wrapperCol={{ offset: 4 }}>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t.common.save}
          </Button>
          {kept && (
            <Typography.Text type="secondary" style={{ marginLeft: 16 }}>
              {c.profileUpdatedAt(formatTime(kept.updatedAt))}
            </Typography.Text>
          )}
        </Form.Item>
      </Form>
    </>
  );
}
