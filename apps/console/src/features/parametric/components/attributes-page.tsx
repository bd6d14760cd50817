import { useState, type ReactNode } from 'react';
import {
  Alert,
  Button,
  Form,
  Input,
  InputNumber,
  Popconfirm,
  Select,
  Space,
  Switch,
  Table,
  Tag,
  Typography,
} from 'antd';
import { PlusOutlined, SyncOutlined } from '@ant-design/icons';
import { Link, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import {
  ATTRIBUTE_TYPE_LABEL,
  ATTRIBUTE_TYPES,
  DIMENSION_LABEL,
  DIMENSIONS,
  UNIT_CODES,
  UNITS,
  type AdminAttribute,
  type AttributeType,
  type UnparsedAttributeValue,
} from '@mall/shared';
import { FormModal, useAction } from '@mall/client-kit';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';
import { t } from '@/locales/zh-CN';
import {
  deleteAttribute,
  parametricKeys,
  reparseCategory,
  saveAttribute,
  useAttributes,
  useUnparsed,
} from '../api/parametric';

const c = t.attributes;
const PAGE_SIZE = 20;

type Values = { name: string; type: AttributeType; unit?: string; sort: number; isFilter: boolean };
type Editing = { attribute: AdminAttribute | null } | null;

/** The units grouped by what they measure (长度: mm, cm, m, in …). */
const UNIT_OPTIONS = DIMENSIONS.map((d) => ({
  label: DIMENSION_LABEL[d],
  options: UNIT_CODES.filter((u) => UNITS[u].dimension === d).map((u) => ({ value: u, label: u })),
}));
const TYPE_OPTIONS = ATTRIBUTE_TYPES.map((type) => ({ value: type, label: ATTRIBUTE_TYPE_LABEL[type] }));
const numeric = (type: AttributeType | undefined) => type === 'number' || type === 'range';

/**
 * /catalogue/attributes?category=ID: a category's typed attributes (its own and its ancestors'), added,
 * changed and deleted here; 重新解析 reads its products again; below, the values that could not be parsed.
 */
export function AttributesPage({
  categoryPicker,
}: {
  /** The catalogue's category picker, composed in by the route (a feature does not import another). */
  categoryPicker: (value: number | undefined, onChange: (id: number | undefined) => void) => ReactNode;
}) {
  const [search, setSearch] = useSearchParams();
  const asked = Number(search.get('category'));
  const categoryId = Number.isInteger(asked) && asked > 0 ? asked : undefined;
  const queryClient = useQueryClient();
  const attributes = useAttributes(categoryId);
  const [editing, setEditing] = useState<Editing>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: parametricKeys.all });
  const reparse = useAction(() => reparseCategory(categoryId!), {
    onSuccess: (r) => {
      toast.success(t.attributes.reparsed(r.products, r.parsed, r.unparsed));
      void refresh();
    },
  });

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Alert type="info" showIcon title={c.intro} />
      <Space wrap>
        <span>{c.category}</span>
        {categoryPicker(categoryId, (id) => setSearch(id ? { category: String(id) } : {}))}
        <Button
          type="primary"
          icon={<PlusOutlined />}
          disabled={!categoryId}
          onClick={() => setEditing({ attribute: null })}
        >
          {c.add}
        </Button>
        <Popconfirm title={c.reparseConfirm} disabled={!categoryId} onConfirm={() => reparse.run()}>
          <Button icon={<SyncOutlined />} disabled={!categoryId} loading={reparse.isPending}>
            {c.reparse}
          </Button>
        </Popconfirm>
      </Space>
      {!categoryId ? (
        <Typography.Text type="secondary">{c.pickCategory}</Typography.Text>
      ) : attributes.isError ? (
        <Alert type="error" title={attributes.error.message} />
      ) : (
        <>
          <Table<AdminAttribute>
            rowKey="id"
            size="small"
            loading={attributes.isFetching}
            dataSource={attributes.data ?? []}
            pagination={false}
            locale={{ emptyText: c.none }}
            columns={[
              { title: c.name, dataIndex: 'name' },
              { title: c.type, render: (_, a) => ATTRIBUTE_TYPE_LABEL[a.type] },
              { title: c.unit, render: (_, a) => a.unit || '—' },
              { title: c.sort, dataIndex: 'sort', width: 80 },
              { title: c.isFilter, render: (_, a) => (a.isFilter ? c.yes : c.no), width: 90 },
              {
                title: c.definedOn,
                render: (_, a) => (
                  <Space size={4}>
                    {a.categoryTitle}
                    {a.inherited && <Tag>{c.inherited}</Tag>}
                  </Space>
                ),
              },
              {
                title: t.common.actions,
                width: 130,
                render: (_, a) => (
                  <Space>
                    <a onClick={() => setEditing({ attribute: a })}>{t.common.edit}</a>
                    <Popconfirm
                      title={c.deleteConfirm(a.name)}
                      onConfirm={() =>
                        deleteAttribute(a.id).then(() => {
                          toast.success(c.deleted);
                          void refresh();
                        })
                      }
                    >
                      <a>{t.common.delete}</a>
                    </Popconfirm>
                  </Space>
                ),
              },
            ]}
          />
          <UnparsedValues categoryId={categoryId} />
        </>
      )}
      <AttributeModal
        editing={editing}
        categoryId={categoryId}
        onClose={() => setEditing(null)}
        onSaved={() => void refresh()}
      />
    </Space>
  );
}

/** 新增属性 / 修改属性: name, type, the unit of a number or range, order and whether it is a filter. */
function AttributeModal({
  editing,
  categoryId,
  onClose,
  onSaved,
}: {
  editing: Editing;
  categoryId: number | undefined;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const type = Form.useWatch('type', form);
  const a = editing?.attribute ?? null;
  return (
    <FormModal<Values>
      open={editing !== null}
      form={form}
      name="attribute"
      title={a ? c.editTitle : c.addTitle}
      initialValues={
        a
          ? { name: a.name, type: a.type, unit: a.unit || undefined, sort: a.sort, isFilter: a.isFilter }
          : { type: 'number', sort: 0, isFilter: true }
      }
      onClose={onClose}
      onSubmit={async (v) => {
        const saved = await saveAttribute({
          id: a?.id,
          categoryId: a?.categoryId ?? categoryId!,
          name: v.name.trim(),
          type: v.type,
          unit: numeric(v.type) ? (v.unit ?? '') : '',
          sort: v.sort ?? 0,
          isFilter: v.isFilter,
        });
        toast.success(t.attributes.saved(saved.name));
        onSaved();
      }}
    >
      <Form.Item
        name="name"
        label={c.name}
        extra={c.nameHelp}
        rules={[{ required: true, whitespace: true, max: 30, message: t.attributes.nameRule }]}
      >
        <Input maxLength={30} />
      </Form.Item>
      <Form.Item name="type" label={c.type} rules={[{ required: true }]}>
        <Select options={TYPE_OPTIONS} />
      </Form.Item>
      {numeric(type) && (
        <Form.Item
          name="unit"
          label={c.unit}
          extra={c.unitHelp}
          rules={[{ required: true, message: t.attributes.unitRule }]}
        >
          <Select options={UNIT_OPTIONS} showSearch aria-label={c.unit} />
        </Form.Item>
      )}
      <Form.Item name="sort" label={c.sort} extra={c.sortHelp}>
        <InputNumber min={0} max={100000} precision={0} />
      </Form.Item>
      <Form.Item name="isFilter" label={c.isFilter} valuePropName="checked">
        <Switch />
      </Form.Item>
    </FormModal>
  );
}

/** The values of the category's products that could not be parsed, with a link to fix each product. */
function UnparsedValues({ categoryId }: { categoryId: number }) {
  const [pageNum, setPageNum] = useState(1);
  const unparsed = useUnparsed(categoryId, pageNum, PAGE_SIZE);
  return (
    <div>
      <Typography.Title level={5} style={{ marginTop: 8 }}>
        {c.unparsedTitle}
        {unparsed.data ? `（${unparsed.data.total}）` : ''}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{c.unparsedIntro}</Typography.Paragraph>
      <Table<UnparsedAttributeValue>
        rowKey={(r) => `${r.productId}-${r.attributeId}-${r.raw}`}
        size="small"
        loading={unparsed.isFetching}
        dataSource={unparsed.data?.list ?? []}
        locale={{ emptyText: c.unparsedNone }}
        pagination={{
          current: pageNum,
          pageSize: PAGE_SIZE,
          total: unparsed.data?.total ?? 0,
          showSizeChanger: false,
          hideOnSinglePage: true,
          onChange: setPageNum,
        }}
        columns={[
          {
            title: c.product,
            render: (_, r) => (
              <Space orientation="vertical" size={0}>
                <span>{r.title}</span>
                <Typography.Text type="secondary">编号 {r.productId}</Typography.Text>
              </Space>
            ),
          },
          { title: c.attribute, dataIndex: 'attribute', width: 120 },
          {
            title: c.raw,
            dataIndex: 'raw',
            width: 160,
            render: (v: string) => <Typography.Text code>{v}</Typography.Text>,
          },
          { title: c.reason, dataIndex: 'reason' },
          { title: c.skuCount, dataIndex: 'skuCount', width: 80 },
          {
            title: t.common.actions,
            width: 100,
            render: (_, r) => <Link to={paths.productEdit.getHref(r.productId)}>{c.editProduct}</Link>,
          },
        ]}
      />
    </div>
  );
}
