import { Button, Form, InputNumber, Select, Space, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { t } from '@/locales/zh-CN';

type Option = { value: string; label: string };

/**
 * The provincial warehouses of one SKU (form list `[sku, 'areaStocks']`): a province and its stock per line.
 * Buyers in a listed province buy from its stock; everyone else from the national stock beside it.
 */
export function AreaStockList({ name, provinces }: { name: number; provinces: Option[] }) {
  return (
    <Form.List name={[name, 'areaStocks']}>
      {(fields, { add, remove }) => (
        <Space orientation="vertical" size={4}>
          {fields.map((field) => (
            <Space.Compact key={field.key}>
              <Form.Item
                name={[field.name, 'areaCode']}
                noStyle
                rules={[{ required: true, message: t.catalogue.areaStockProvince }]}
              >
                <Select
                  style={{ width: 120 }}
                  placeholder={t.catalogue.areaStockProvince}
                  aria-label={t.catalogue.areaStockProvince}
                  options={provinces}
                  showSearch={{ optionFilterProp: 'label' }}
                />
              </Form.Item>
              <Form.Item name={[field.name, 'stock']} noStyle rules={[{ required: true }]}>
                <InputNumber
                  min={0}
                  precision={0}
                  style={{ width: 90 }}
                  aria-label={t.catalogue.areaStockQuantity}
                />
              </Form.Item>
              <Button
                icon={<DeleteOutlined />}
                onClick={() => remove(field.name)}
                aria-label={t.catalogue.areaStockRemove}
              />
            </Space.Compact>
          ))}
          {provinces.length ? (
            <Button
              type="link"
              size="small"
              icon={<PlusOutlined />}
              style={{ padding: 0 }}
              onClick={() => add({ areaCode: undefined, stock: 0 })}
            >
              {t.catalogue.areaStockAdd}
            </Button>
          ) : (
            <Typography.Text type="secondary">{t.catalogue.areaStockNone}</Typography.Text>
          )}
        </Space>
      )}
    </Form.List>
  );
}
