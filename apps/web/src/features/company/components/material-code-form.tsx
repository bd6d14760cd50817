import { Form, Input, InputNumber, Space } from 'antd';
import { FormModal } from '@mall/client-kit';
import type { MaterialCode } from '@mall/shared';
import { materialCodesCopy as c } from '@/locales/zh-CN-material-codes';

export type MaterialCodeValues = { code: string; description: string; ratioNum: number; ratioDen: number };

/**
 * The dialog that keeps one SKU's 物料编码 (code, description, conversion): 编辑 on the 物料编码 page, 设为物料编码
 * and 修改 on the product page. `code` null: a new one (empty form, no conversion).
 */
export function MaterialCodeFormModal({
  open,
  code,
  title,
  product,
  onClose,
  onSubmit,
}: {
  open: boolean;
  code: MaterialCode | null;
  title: string;
  /** Which SKU the code is for, shown above the fields (the product page's choice). */
  product?: string;
  onClose: () => void;
  onSubmit: (values: MaterialCodeValues) => Promise<unknown>;
}) {
  const [form] = Form.useForm<MaterialCodeValues>();
  return (
    <FormModal<MaterialCodeValues>
      open={open}
      form={form}
      title={title}
      name="company-material-code"
      initialValues={
        code
          ? {
              code: code.code,
              description: code.description,
              ratioNum: code.ratioNum,
              ratioDen: code.ratioDen,
            }
          : { code: '', description: '', ratioNum: 1, ratioDen: 1 }
      }
      onClose={onClose}
      onSubmit={onSubmit}
    >
      {product && <p className="mall-muted">{c.forProduct(product)}</p>}
      <Form.Item
        name="code"
        label={c.code}
        required
        rules={[{ required: true, whitespace: true, message: c.code }]}
      >
        <Input maxLength={64} />
      </Form.Item>
      <Form.Item name="description" label={c.description}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item label={c.ratioNum} extra={c.ratioHelp}>
        <Space>
          <Form.Item name="ratioNum" noStyle>
            <InputNumber aria-label={c.ratioNum} min={1} precision={0} />
          </Form.Item>
          <span>÷</span>
          <Form.Item name="ratioDen" noStyle>
            <InputNumber aria-label={c.ratioDen} min={1} precision={0} />
          </Form.Item>
        </Space>
      </Form.Item>
    </FormModal>
  );
}
