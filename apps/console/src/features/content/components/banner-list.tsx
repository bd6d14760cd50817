import { Button, Form, Image, Input, Space, Switch, Table, Typography } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, PlusOutlined } from '@ant-design/icons';
import type { AdminBanner } from '@mall/shared';
import { FormModal } from '@mall/client-kit';
import { ImageUpload } from '@/components/image-upload';
import { StatusTag } from '@/components/status-tag';
import { useEditing } from '@/lib/use-editing';
import { EditDeleteLinks, RequiredItem, RequiredTextItem } from '@/components/form-items';
import { t } from '@/locales/zh-CN';
import {
  contentKeys,
  createBanner,
  deleteBanner,
  reorderBanners,
  updateBanner,
  uploadContentImage,
  useBanners,
} from '../api/content';

type Values = { title: string; imageUrl: string; link: string; enabled: boolean };

/** Home banners: add, edit, enable/disable, delete, move up/down. */
export function BannerList() {
  const banners = useBanners();
  const { editing, setEditing, refresh, saved } = useEditing<Partial<AdminBanner>>(contentKeys.banners);
  const list = banners.data ?? [];
  const move = (index: number, delta: number) => {
    const ids = list.map((b) => b.id);
    const [id] = ids.splice(index, 1);
    ids.splice(index + delta, 0, id!);
    void reorderBanners(ids).then(refresh, () => undefined);
  };
  return (
    <>
      <Space style={{ marginBottom: 12 }}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ enabled: true })}>
          {t.common.add}
        </Button>
        <Typography.Text type="secondary">{t.content.bannersHelp}</Typography.Text>
      </Space>
      <Table<AdminBanner>
        rowKey="id"
        loading={banners.isFetching}
        dataSource={list}
        pagination={false}
        columns={[
          {
            title: t.content.image,
            dataIndex: 'imageUrl',
            render: (v: string) => <Image src={v} height={48} />,
          },
          { title: t.content.bannerTitle, dataIndex: 'title' },
          { title: t.content.link, dataIndex: 'link' },
          {
            title: t.common.status,
            dataIndex: 'enabled',
            render: (v: boolean) => <StatusTag label={v ? t.common.enabled : t.common.disabled} />,
          },
          {
            title: t.common.actions,
            render: (_, b, i) => (
              <EditDeleteLinks onEdit={() => setEditing(b)} onDelete={() => deleteBanner(b.id).then(refresh)}>
                <Button
                  size="small"
                  icon={<ArrowUpOutlined />}
                  disabled={i === 0}
                  onClick={() => move(i, -1)}
                  aria-label={t.content.moveUp}
                />
                <Button
                  size="small"
                  icon={<ArrowDownOutlined />}
                  disabled={i === list.length - 1}
                  onClick={() => move(i, 1)}
                  aria-label={t.content.moveDown}
                />
              </EditDeleteLinks>
            ),
          },
        ]}
      />
      <FormModal<Values>
        open={editing !== null}
        title={editing?.id ? t.common.edit : t.common.add}
        initialValues={{
          title: editing?.title ?? '',
          imageUrl: editing?.imageUrl ?? '',
          link: editing?.link ?? '/',
          enabled: editing?.enabled ?? true,
        }}
        onSubmit={(v) => (editing?.id ? updateBanner({ id: editing.id, ...v }) : createBanner(v)).then(saved)}
        onClose={() => setEditing(null)}
      >
        <RequiredTextItem name="title" label={t.content.bannerTitle} max={100} />
        <RequiredItem name="imageUrl" label={t.content.image} message="请上传轮播图图片">
          <ImageUpload upload={uploadContentImage} />
        </RequiredItem>
        <Form.Item
          name="link"
          label={t.content.link}
          extra={t.content.linkHelp}
          rules={[{ required: true, whitespace: true }]}
        >
          <Input />
        </Form.Item>
        <Form.Item name="enabled" label={t.content.enabled} valuePropName="checked">
          <Switch />
        </Form.Item>
      </FormModal>
    </>
  );
}
