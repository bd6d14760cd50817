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
  TreeSelect,
  Typography,
} from 'antd';
import type { ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { AdminProduct, AdminSpecAttribute } from '@mall/shared';
import { useAction } from '@mall/client-kit';
import { RichTextField } from '@/components/rich-text-field';
import { toast } from '@/lib/toast';
import { RequiredItem, RequiredTextItem } from '@/components/form-items';
import { t } from '@/locales/zh-CN';
import { isPortal } from '@/config/surface';
import { catalogueKeys, saveProduct, useProduct } from '../api/catalogue';
import { useProvinces, useScenes } from '../api/lookups';
import { BrandSelect } from './brand-select';
import { CategorySelect } from './category-select';
import { ImageListUpload } from './image-list-upload';
import {
  EMPTY_PRODUCT,
  toProductValues,
  toSaveBody,
  type ProductValues as Values,
  type SkuRow,
} from './product-form-values';
import { ProductSkusCard } from './product-skus-card';
import { ProductSpecsCard } from './product-specs-card';
import { specCombinations, specKey } from './sku-combos';

/**
 * Create or edit a product: facts, sales areas, scene tags, images, spec attributes, SKUs, rich detail.
 * `aside` adds a card of another feature's own (the console's 开票信息) under the basic facts of a saved product.
 */
export function ProductEditor({
  id,
  onCreated,
  aside,
}: {
  id: number | null;
  onCreated: (id: number) => void;
  aside?: (product: AdminProduct) => ReactNode;
}) {
  const product = useProduct(id);
  const provinces = useProvinces();
  const scenes = useScenes();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const save = useAction((values: Values) => saveProduct(toSaveBody(values, id)), {
    onSuccess: (saved) => {
      toast.success(t.catalogue.saved);
      void queryClient.invalidateQueries({ queryKey: catalogueKeys.all });
      if (id === null) onCreated(saved.id);
    },
  });
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
      initialValues={product.data ? toProductValues(product.data) : EMPTY_PRODUCT}
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
              <RequiredTextItem name="modelNo" label={t.catalogue.modelNo} max={64} />
            </Col>
            <Col span={8}>
              <RequiredItem name="categoryId" label={t.catalogue.category} message="请选择三级分类">
                <CategorySelect leafOnly placeholder="三级分类" />
              </RequiredItem>
            </Col>
            <Col span={8}>
              <RequiredItem name="brandId" label={t.catalogue.brand} message="请选择品牌">
                <BrandSelect initialLabel={product.data?.brandName} />
              </RequiredItem>
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

        {product.data && aside?.(product.data)}
        <ProductSpecsCard onGenerateSkus={generateSkus} />
        <ProductSkusCard namedSpecs={namedSpecs} stockProvinces={stockProvinces} />

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
