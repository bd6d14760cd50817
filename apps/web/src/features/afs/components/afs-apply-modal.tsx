import { useState } from 'react';
import { Alert, Form, Input, InputNumber, Modal, Radio, Select, Spin } from 'antd';
import { AFS_MAX_PHOTOS, type AfsApplyBody } from '@mall/shared';
import { useAction } from '@mall/client-kit';
import { PhotoUpload } from '@/components/photo-upload';
import { Price } from '@/components/price';
import { toast } from '@/lib/toast';
import { invoiceCopy } from '@/locales/zh-CN-invoice';
import { applyAfs, useAfsApplyInfo } from '../api/afs-api';

const c = invoiceCopy.afs;

type Values = { type: 1 | 2 | 3; quantity: number; reason: AfsApplyBody['reason']; description?: string };

/** 申请售后 for one order line: type, quantity (≤ what is left), reason, description, up to 5 photos. */
export function AfsApplyModal({
  orderNo,
  lineId,
  onClose,
  onApplied,
}: {
  orderNo: string;
  lineId: number;
  onClose: () => void;
  onApplied: () => void;
}) {
  const info = useAfsApplyInfo(orderNo);
  const [form] = Form.useForm<Values>();
  const [photos, setPhotos] = useState<string[]>([]);
  const apply = useAction(
    (v: Values) => applyAfs({ orderNo, orderLineId: lineId, ...v, description: v.description ?? '', photos }),
    {
      onSuccess: () => {
        toast.success(c.applied);
        onApplied();
      },
    },
  );
  const line = info.data?.lines.find((l) => l.orderLineId === lineId);
  const canSubmit = !!info.data?.canApply && !!line && line.availableQuantity > 0;

  return (
    <Modal
      open
      width={640}
      title={c.applyTitle}
      okText={c.submit}
      okButtonProps={{ disabled: !canSubmit }}
      confirmLoading={apply.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      {info.isLoading ? (
        <Spin />
      ) : !info.data || !line ? (
        <Alert type="warning" showIcon message={c.cannotApply} />
      ) : (
        <Form<Values>
          form={form}
          layout="horizontal"
          labelCol={{ span: 5 }}
          initialValues={{ type: info.data.types[0]?.value, quantity: Math.min(1, line.availableQuantity) }}
          onFinish={(v) => void apply.run(v)}
        >
          {!info.data.canApply && (
            <Alert type="warning" showIcon message={info.data.reason ?? c.cannotApply} />
          )}
          {info.data.canApply && line.availableQuantity <= 0 && (
            <Alert type="warning" showIcon message={c.nothingLeft} />
          )}
          <Form.Item label={c.applyFor}>
            <div className="mall-afs-product">
              {line.image ? <img src={line.image} alt={line.title} /> : null}
              <div>
                <div className="mall-ellipsis-2">{line.title}</div>
                {line.specValues.length > 0 && (
                  <div className="mall-afs-muted">{line.specValues.join('；')}</div>
                )}
                <div className="mall-afs-muted">
                  <Price value={line.price} /> ×{line.quantity}
                  {line.unit}
                </div>
              </div>
            </div>
          </Form.Item>
          <Form.Item name="type" label={c.type} rules={[{ required: true, message: c.type }]}>
            <Radio.Group options={info.data.types.map((o) => ({ value: o.value, label: o.label }))} />
          </Form.Item>
          <Form.Item label={c.quantity} extra={c.available(line.availableQuantity)}>
            <Form.Item name="quantity" noStyle rules={[{ required: true, message: c.quantity }]}>
              <InputNumber
                aria-label={c.quantity}
                min={1}
                max={Math.max(1, line.availableQuantity)}
                precision={0}
              />
            </Form.Item>
          </Form.Item>
          <Form.Item
            name="reason"
            label={c.reason}
            rules={[{ required: true, message: c.reasonPlaceholder }]}
          >
            <Select
              aria-label={c.reason}
              placeholder={c.reasonPlaceholder}
              options={info.data.reasons.map((r) => ({ value: r, label: r }))}
            />
          </Form.Item>
          <Form.Item name="description" label={c.description}>
            <Input.TextArea rows={3} maxLength={500} showCount placeholder={c.descPlaceholder} />
          </Form.Item>
          <Form.Item label={c.photos}>
            <PhotoUpload max={AFS_MAX_PHOTOS} onChange={setPhotos} />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
