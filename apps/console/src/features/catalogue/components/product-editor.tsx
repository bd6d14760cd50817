import {
  Button,
  Card,
  Col,
  Form,
  Input,
  InputNumber,
  Result,
  Row,
  Select,
  Skeleton,
  Space,
  Switch,
  Table,
  Tooltip,
  TreeSelect,
  Typography,
} from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import type { AdminProduct, AdminProductSaveBody, AdminSpecAttribute } from '@mall/shared';
import { useAction } from '@mall/client-kit';
import { RichTextField } from '@/components/rich-text-field';
import { toast } from '@/lib/toast';
import { t } from '@/locales/zh-CN';
import { isPortal } from '@/config/surface';
import { catalogueKeys, saveProduct, useProduct } from '../api/catalogue';
import { useProvinces, useScenes } from '../api/lookups';
import { AreaStockList } from './area-stock-list';
import { BrandSelect } from './brand-select';
import { CategorySelect } from './category-select';
import { ImageListUpload } from './image-list-upload';
import { specCombinations, specKey } from './sku-combos';

type SkuRow = {
  id?: number;
  spec: Record<string, string>;
  code: string;
  price: string;
  marketPrice?: string;
  stock: number;
  areaStocks: { areaCode: string; stock: number }[];
};
type Values = Omit<AdminProductSaveBody, 'skus' | 'specs'> & { specs: AdminSpecAttribute[]; skus: SkuRow[] };

const EMPTY: Partial<Values> = {
  moq: 1,
  step: 1,
  specs: [],
  skus: [{ spec: {}, code: '', price: '', stock: 0, areaStocks: [] }],
  salesAreaCodes: ['0000'],
  images: [],
  sceneIds: [],
  descriptionHtml: '',
  onShelf: true,
};

function toValues(p: AdminProduct): Values {
  return {
    id: p.id,
    title: p.title,
    brandId: p.brandId,
    categoryId: p.categoryId,
    modelNo: p.modelNo,
    unit: p.unit,
    moq: p.moq,
    step: p.step,
    specs: p.specs,
    skus: p.skus.map((s) => ({
      id: s.id,
      spec: s.spec,
      code: s.code,
      price: s.price,
      marketPrice: s.marketPrice,
      stock: s.stock,
      areaStocks: s.areaStocks.map(({ areaCode, stock }) => ({ areaCode, stock })),
    })),
    salesAreaCodes: p.salesAreaCodes,
    images: p.images,
    descriptionHtml: p.descriptionHtml,
    sceneIds: p.sceneIds,
    onShelf: p.onShelf,
  };
}

const yuanRule = { pattern: /^\s*\d{1,8}(\.\d{1,2})?\s*$/, message: '元，最多两位小数' };

/** Create or edit a product: facts, sales areas, scene tags, images, spec attributes, SKUs, rich detail. */
export function ProductEditor({ id, onCreated }: { id: number | null; onCreated: (id: number) => void }) {
  const product = useProduct(id);
  const provinces = useProvinces();
  const scenes = useScenes();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const save = useAction(
    (values: Values) => {
      const body: AdminProductSaveBody = {
        ...values,
        id: id ?? undefined,
        specs: values.specs.filter((s) => s.name),
        skus: values.skus.map((s) => ({
          ...s,
          code: s.code.trim(),
          price: String(s.price).trim(),
          marketPrice: s.marketPrice ? String(s.marketPrice).trim() : undefined,
        })),
      };
      return saveProduct(body);
    },
    {
      onSuccess: (saved) => {
        toast.success(t.catalogue.saved);
        void queryClient.invalidateQueries({ queryKey: catalogueKeys.all });
        if (id === null) onCreated(saved.id);
      },
    },
  );
  const specs = (Form.useWatch('specs', form) ?? []) as AdminSpecAttribute[];
  const salesAreas = (Form.useWatch('salesAreaCodes', form) ?? []) as string[];

  if (id !== null && product.isPending) return <Skeleton active />;
  if (id !== null && product.isError) return <Result status="warning" title={product.error.message} />;

  const namedSpecs = specs.filter((s) => s?.name && s.values?.length);

  const generateSkus = () => {
    const current = (form.getFieldValue('skus') ?? []) as SkuRow[];
    const byKey = new Map(current.map((s) => [specKey(s.spec ?? {}), s]));
    const next = specCombinations(namedSpecs).map(
      (spec) =>
        byKey.get(specKey(spec)) ?? {
          spec,
          code: '',
          price: current[0]?.price ?? '',
          stock: 0,
          areaStocks: [],
        },
    );
    form.setFieldValue('skus', next);
  };

  const areaOptions = [
    { value: '0000', label: '全国' },
    ...(provinces.data ?? []).map((p) => ({ value: p.code, label: p.name })),
  ];
  // Provincial stock only for provinces the product is sold in (every province when sold 全国).
  const stockProvinces = areaOptions.filter(
    (o) => o.value !== '0000' && (salesAreas.includes('0000') || salesAreas.includes(o.value)),
  );
  const sceneTree = (scenes.data ?? []).map((s) => ({
    value: `zone-${s.id}`,
    title: s.name,
    selectable: false,
    children: s.children.map((c) => ({ value: c.id, title: c.name })),
  }));

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      // The product is loaded before the form renders, so the editors start with its values.
      initialValues={product.data ? toValues(product.data) : EMPTY}
      onFinish={(values) => void save.run(values)}
      scrollToFirstError
    >
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        <Card title={t.catalogue.basic} size="small">
          <Row gutter={16}>
            <Col span={16}>
              <Form.Item
                name="title"
                label={t.catalogue.title}
                rules={[{ required: true, whitespace: true, min: 2, max: 200 }]}
              >
                <Input />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item
                name="modelNo"
                label={t.catalogue.modelNo}
                rules={[{ required: true, whitespace: true, max: 64 }]}
              >
                <Input />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item
                name="categoryId"
                label={t.catalogue.category}
                rules={[{ required: true, message: '请选择三级分类' }]}
              >
                <CategorySelect leafOnly placeholder="三级分类" />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item
                name="brandId"
                label={t.catalogue.brand}
                rules={[{ required: true, message: '请选择品牌' }]}
              >
                <BrandSelect initialLabel={product.data?.brandName} />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Space>
                <Form.Item
                  name="unit"
                  label={t.catalogue.unit}
                  rules={[{ required: true, whitespace: true, max: 8 }]}
                >
                  <Input style={{ width: 80 }} />
                </Form.Item>
                <Form.Item name="moq" label={t.catalogue.moq} rules={[{ required: true }]}>
                  <InputNumber min={1} precision={0} />
                </Form.Item>
                <Form.Item name="step" label={t.catalogue.step} rules={[{ required: true }]}>
                  <InputNumber min={1} precision={0} />
                </Form.Item>
              </Space>
            </Col>
            <Col span={12}>
              <Form.Item
                name="salesAreaCodes"
                label={t.catalogue.salesAreas}
                extra={t.catalogue.salesAreasHelp}
                rules={[{ required: true }]}
              >
                <Select mode="multiple" options={areaOptions} optionFilterProp="label" />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="sceneIds" label={t.catalogue.scenes}>
                <TreeSelect multiple treeData={sceneTree} treeNodeFilterProp="title" allowClear />
              </Form.Item>
            </Col>
            <Col span={24}>
              <Form.Item name="images" label={t.catalogue.images} extra={t.catalogue.imagesHelp}>
                <ImageListUpload />
              </Form.Item>
            </Col>
            {/* A merchant's product goes on shelf once an operator approved it, not by this switch. */}
            {!isPortal && (
              <Col span={24}>
                <Form.Item name="onShelf" label={t.catalogue.onShelfSwitch} valuePropName="checked">
                  <Switch />
                </Form.Item>
              </Col>
            )}
          </Row>
        </Card>

        <Card title={t.catalogue.specs} size="small">
          <Form.List name="specs">
            {(fields, { add, remove }) => (
              <>
                {fields.map((field) => (
                  <Space key={field.key} align="start" style={{ display: 'flex' }}>
                    <Form.Item
                      name={[field.name, 'name']}
                      rules={[{ required: true, whitespace: true, message: '请输入规格名称' }]}
                    >
                      <Input placeholder={t.catalogue.specName} style={{ width: 140 }} />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, 'values']}
                      rules={[{ required: true, message: '每个规格至少一个值' }]}
                    >
                      <Select
                        mode="tags"
                        placeholder={t.catalogue.specValues}
                        style={{ width: 420 }}
                        tokenSeparators={[',', '，']}
                      />
                    </Form.Item>
                    <Button
                      icon={<DeleteOutlined />}
                      onClick={() => remove(field.name)}
                      aria-label="删除规格"
                    />
                  </Space>
                ))}
                <Space>
                  <Button
                    icon={<PlusOutlined />}
                    onClick={() => add({ name: '', values: [] })}
                    disabled={fields.length >= 5}
                  >
                    {t.catalogue.addSpec}
                  </Button>
                  <Button onClick={generateSkus}>{t.catalogue.generateSkus}</Button>
                </Space>
              </>
            )}
          </Form.List>
        </Card>

        <Card title={t.catalogue.skus} size="small">
          <Form.List name="skus">
            {(fields, { add, remove }) => (
              <>
                <Table
                  size="small"
                  pagination={false}
                  rowKey="key"
                  scroll={{ x: 'max-content' }}
                  dataSource={fields}
                  columns={[
                    ...namedSpecs.map((spec) => ({
                      title: spec.name,
                      key: `spec-${spec.name}`,
                      render: (_: unknown, field: (typeof fields)[number]) => (
                        <Form.Item
                          name={[field.name, 'spec', spec.name]}
                          style={{ margin: 0 }}
                          rules={[{ required: true }]}
                        >
                          <Select
                            style={{ width: 110 }}
                            options={spec.values.map((v) => ({ value: v, label: v }))}
                          />
                        </Form.Item>
                      ),
                    })),
                    {
                      title: t.catalogue.skuCode,
                      key: 'code',
                      render: (_, field) => (
                        <Form.Item
                          name={[field.name, 'code']}
                          style={{ margin: 0 }}
                          rules={[{ required: true, whitespace: true }]}
                        >
                          <Input style={{ width: 160 }} aria-label={t.catalogue.skuCode} />
                        </Form.Item>
                      ),
                    },
                    {
                      title: t.catalogue.price,
                      key: 'price',
                      render: (_, field) => (
                        <Form.Item
                          name={[field.name, 'price']}
                          style={{ margin: 0 }}
                          rules={[{ required: true }, yuanRule]}
                        >
                          <Input style={{ width: 110 }} prefix="¥" aria-label={t.catalogue.price} />
                        </Form.Item>
                      ),
                    },
                    {
                      title: t.catalogue.marketPrice,
                      key: 'marketPrice',
                      render: (_, field) => (
                        <Form.Item
                          name={[field.name, 'marketPrice']}
                          style={{ margin: 0 }}
                          rules={[yuanRule]}
                        >
                          <Input style={{ width: 110 }} prefix="¥" aria-label={t.catalogue.marketPrice} />
                        </Form.Item>
                      ),
                    },
                    {
                      title: <Tooltip title={t.catalogue.stockHelp}>{t.catalogue.stock}</Tooltip>,
                      key: 'stock',
                      render: (_, field) => (
                        <Form.Item
                          name={[field.name, 'stock']}
                          style={{ margin: 0 }}
                          rules={[{ required: true }]}
                        >
                          <InputNumber
                            min={0}
                            precision={0}
                            style={{ width: 110 }}
                            aria-label={t.catalogue.stock}
                          />
                        </Form.Item>
                      ),
                    },
                    {
                      title: <Tooltip title={t.catalogue.areaStocksHelp}>{t.catalogue.areaStocks}</Tooltip>,
                      key: 'areaStocks',
                      render: (_, field) => <AreaStockList name={field.name} provinces={stockProvinces} />,
                    },
                    {
                      title: t.common.actions,
                      key: 'actions',
                      render: (_, field) => (
                        <Button
                          type="link"
                          danger
                          disabled={fields.length <= 1}
                          onClick={() => remove(field.name)}
                        >
                          {t.common.delete}
                        </Button>
                      ),
                    },
                  ]}
                />
                <Button
                  style={{ marginTop: 8 }}
                  icon={<PlusOutlined />}
                  onClick={() => add({ spec: {}, code: '', price: '', stock: 0, areaStocks: [] })}
                >
                  {t.catalogue.addSku}
                </Button>
              </>
            )}
          </Form.List>
        </Card>

        <Card title={t.catalogue.description} size="small">
          <Form.Item name="descriptionHtml" noStyle>
            <RichTextField minHeight={200} />
          </Form.Item>
        </Card>

        <Card size="small">
          <Space>
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              {t.common.save}
            </Button>
            {product.data && (
              <Typography.Text type="secondary">
                编号 {product.data.id} · 销量 {product.data.salesCount}
              </Typography.Text>
            )}
          </Space>
        </Card>
      </Space>
    </Form>
  );
}
