import { Button, Card, Form, Input, Select, Space } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { t } from '@/locales/zh-CN';

/** The spec attributes (up to five, each a name and its values) and the button that makes their SKUs. */
export function ProductSpecsCard({ onGenerateSkus }: { onGenerateSkus: () => void }) {
  return (
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
                <Button icon={<DeleteOutlined />} onClick={() => remove(field.name)} aria-label="删除规格" />
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
              <Button onClick={onGenerateSkus}>{t.catalogue.generateSkus}</Button>
            </Space>
          </>
        )}
      </Form.List>
    </Card>
  );
}
