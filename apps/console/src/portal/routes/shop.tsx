import { useEffect } from 'react';
import { Button, Descriptions, Form, Input, Space, Tag, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { ImageUpload } from '@/components/image-upload';
import { PageCard } from '@/components/page-card';
import { uploadCatalogueImage } from '@/features/catalogue/api/catalogue';
import { toast } from '@/lib/toast';
import { t } from '@/locales/zh-CN';
import { portalKeys, saveShop, useShop } from '../api';

type Values = { logo: string; intro: string; returnAddress: string };

/** 店铺设置: what the platform granted (read only) and the logo and introduction the shop keeps itself. */
export default function PortalShopRoute() {
  const shop = useShop().data;
  const [form] = Form.useForm<Values>();
  const queryClient = useQueryClient();
  const s = t.portal.shop;
  useEffect(() => {
    if (shop) form.setFieldsValue({ logo: shop.logo, intro: shop.intro, returnAddress: shop.returnAddress });
  }, [shop, form]);
  const submit = (v: Values) =>
    saveShop({ logo: v.logo ?? '', intro: v.intro ?? '', returnAddress: v.returnAddress ?? '' }).then(
      () => {
        toast.success(s.saved);
        void queryClient.invalidateQueries({ queryKey: portalKeys.all });
      },
      () => undefined,
    );
  return (
    <PageCard title={t.portal.menu.shop}>
      <Descriptions column={1} bordered size="small" style={{ marginBottom: 24 }}>
        <Descriptions.Item label={s.name}>{shop?.name}</Descriptions.Item>
        <Descriptions.Item label={s.categories}>
          <Space wrap>
            {shop?.categories.map((c) => (
              <Tag key={c.id}>
                {c.title}（{s.commission}{' '}
                {((shop.commissionRates.find((r) => r.categoryId === c.id)?.rateBp ?? 0) / 100).toFixed(2)}%）
              </Tag>
            ))}
          </Space>
        </Descriptions.Item>
        <Descriptions.Item label={s.brands}>
          <Space wrap>
            {shop?.brands.map((b) => (
              <Tag key={b.id}>{b.name}</Tag>
            ))}
          </Space>
        </Descriptions.Item>
      </Descriptions>
      <Typography.Paragraph type="secondary">{s.nameHelp}</Typography.Paragraph>
      <Form<Values> form={form} layout="vertical" onFinish={submit} style={{ maxWidth: 560 }}>
        <Form.Item name="logo" label={s.logo}>
          <ImageUpload upload={uploadCatalogueImage} />
        </Form.Item>
        <Form.Item name="intro" label={s.intro}>
          <Input.TextArea rows={4} maxLength={500} showCount />
        </Form.Item>
        <Form.Item name="returnAddress" label={s.returnAddress} extra={s.returnAddressHelp}>
          <Input maxLength={200} placeholder={s.returnAddressPlaceholder} />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          {t.common.save}
        </Button>
      </Form>
    </PageCard>
  );
}
