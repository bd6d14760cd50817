import { Form, Image, Input, InputNumber, Table } from 'antd';
import type { AdminBrand } from '@mall/shared';
import { useListPage } from '@mall/client-kit';
import { FormModal } from '@mall/client-kit';
import { ImageUpload } from '@/components/image-upload';
import { useEditing } from '@/lib/use-editing';
import { EditDeleteLinks, RequiredTextItem } from '@/components/form-items';
import { keywordField } from '@/components/filter-fields';
import { ListToolbar } from '@/components/list-toolbar';
import { t } from '@/locales/zh-CN';
import { catalogueKeys, deleteBrand, saveBrand, uploadCatalogueImage, useBrands } from '../api/catalogue';

type Values = { name: string; latinName?: string; logoPath?: string; sort?: number };

/** Brands with search; add, edit (name, Latin name, logo, sort) and delete unused ones. */
export function BrandList() {
  const { filterProps, tableProps } = useListPage<AdminBrand>({
    keys: ['keyword'],
    useList: (values, page) => useBrands({ keyword: values.keyword, ...page }),
  });
  const { editing, setEditing, saved } = useEditing<Partial<AdminBrand>>(catalogueKeys.all);
  return (
    <>
      <ListToolbar
        filterProps={filterProps}
        fields={[keywordField(200)]}
        addLabel={t.common.add}
        onAdd={() => setEditing({})}
      />
      <Table<AdminBrand>
        rowKey="id"
        {...tableProps}
        columns={[
          {
            title: t.catalogue.logo,
            dataIndex: 'logoPath',
            render: (v: string) => <Image src={v} height={32} preview={false} />,
          },
          { title: t.catalogue.brandName, dataIndex: 'name' },
          { title: t.catalogue.latinName, dataIndex: 'latinName' },
          { title: t.catalogue.initial, dataIndex: 'initial' },
          { title: t.catalogue.sort, dataIndex: 'sort' },
          { title: t.catalogue.productCountColumn, dataIndex: 'productCount', align: 'right' },
          {
            title: t.common.actions,
            render: (_, b) => (
              <EditDeleteLinks onEdit={() => setEditing(b)} onDelete={() => deleteBrand(b.id).then(saved)} />
            ),
          },
        ]}
      />
      <FormModal<Values>
        open={editing !== null}
        title={editing?.id ? t.common.edit : t.common.add}
        name="brand"
        initialValues={{
          name: editing?.name ?? '',
          latinName: editing?.latinName ?? '',
          logoPath: editing?.logoPath ?? '',
          sort: editing?.sort ?? 0,
        }}
        onSubmit={(v) =>
          saveBrand({
            id: editing?.id,
            name: v.name.trim(),
            latinName: v.latinName?.trim() ?? '',
            logoPath: v.logoPath?.startsWith('/api/files/') ? v.logoPath : '',
            categoryIds: editing?.categoryIds ?? [],
            sort: v.sort ?? 0,
          }).then(saved)
        }
        onClose={() => setEditing(null)}
      >
        <RequiredTextItem name="name" label={t.catalogue.brandName} max={50} />
        <Form.Item name="latinName" label={t.catalogue.latinName}>
          <Input maxLength={80} />
        </Form.Item>
        <Form.Item name="logoPath" label={t.catalogue.logo}>
          <ImageUpload upload={uploadCatalogueImage} />
        </Form.Item>
        <Form.Item name="sort" label={t.catalogue.sort}>
          <InputNumber min={0} max={100000} precision={0} />
        </Form.Item>
      </FormModal>
    </>
  );
}
