import { useState } from 'react';
import { Alert, Button, Descriptions, Form, Input, Modal, Radio, Select, Table } from 'antd';
import { Link } from 'react-router';
import {
  CHOOSABLE_INVOICE_TYPES,
  INVOICE_TYPE_LABEL,
  type InvoiceApplyBody,
  type InvoiceApplyPreview,
  type InvoiceLine,
} from '@mall/shared';
import { useAction } from '@mall/client-kit';
import { LineMaterialCode } from '@/components/line-product';
import { Price } from '@/components/price';
import { paths } from '@/config/paths';
import { invoiceCopy } from '@/locales/zh-CN-invoice';
import { applyInvoice, applyShipmentInvoice, previewInvoice, useInvoiceTitleList } from '../api/invoice-api';

const c = invoiceCopy.invoice;

type Props = {
  orderNos: string[];
  onClose: () => void;
  onApplied: () => void;
  /** 按包裹开票: one shipment of the one order (its number in the order), applied for in one step. */
  shipment?: { id: number; n: number };
};

/**
 * Two steps: type, title and remark; then the confirmation with the title and the amount, 确认提交. For one
 * shipment, one step: the server bills what it shipped.
 */
export function ApplyInvoiceModal({ orderNos, onClose, onApplied, shipment }: Props) {
  const titles = useInvoiceTitleList();
  const list = titles.data ?? [];
  const [type, setType] = useState<2 | 4>(CHOOSABLE_INVOICE_TYPES[0]);
  const [titleId, setTitleId] = useState<number | undefined>(undefined);
  const [remark, setRemark] = useState('');
  const [preview, setPreview] = useState<InvoiceApplyPreview | null>(null);
  const chosenTitle = titleId ?? list.find((x) => x.isDefault === 1)?.id ?? list[0]?.id;
  const body: InvoiceApplyBody | null = chosenTitle ? { orderNos, type, titleId: chosenTitle, remark } : null;

  const check = useAction(previewInvoice, { onSuccess: setPreview });
  const apply = useAction(applyInvoice, { onSuccess: onApplied });
  const applyShipment = useAction(applyShipmentInvoice, { onSuccess: onApplied });
  const busy = check.isPending || apply.isPending || applyShipment.isPending;

  const next = () => {
    if (!body) return;
    if (shipment)
      void applyShipment.run({
        orderNo: orderNos[0]!,
        shipmentId: shipment.id,
        type,
        titleId: body.titleId,
        remark,
      });
    else void check.run(body);
  };
  const submit = () => {
    if (body) void apply.run(body);
  };

  if (preview) {
    const a = preview.amounts;
    const tt = preview.title;
    return (
      <Modal
        open
        width={760}
        title={c.confirmTitle}
        onCancel={onClose}
        footer={[
          <Button key="back" onClick={() => setPreview(null)}>
            {c.back}
          </Button>,
          <Button key="ok" type="primary" loading={busy} onClick={submit}>
            {c.confirmSubmit}
          </Button>,
        ]}
      >
        <Descriptions bordered size="small" column={2} className="mall-invoice-confirm">
          <Descriptions.Item label={c.type}>{preview.typeLabel}</Descriptions.Item>
          <Descriptions.Item label={c.kind}>{c.kindSpecial}</Descriptions.Item>
          <Descriptions.Item label={c.title} span={2}>
            {tt.companyName}
          </Descriptions.Item>
          <Descriptions.Item label={c.taxNo} span={2}>
            {tt.taxNo}
          </Descriptions.Item>
          <Descriptions.Item label={c.regAddress}>{tt.regAddress}</Descriptions.Item>
          <Descriptions.Item label={c.regPhone}>{tt.regPhone}</Descriptions.Item>
          <Descriptions.Item label={c.bank}>{tt.bankName}</Descriptions.Item>
          <Descriptions.Item label={c.bankAccount}>{tt.bankAccount}</Descriptions.Item>
          {preview.type === 2 ? (
            <Descriptions.Item label={c.email} span={2}>
              {tt.email}
            </Descriptions.Item>
          ) : (
            <Descriptions.Item label={c.receiveAddress} span={2}>
              {[tt.receiverName, tt.receiverMobile, tt.receiveAddress].filter(Boolean).join(' ')}
            </Descriptions.Item>
          )}
          <Descriptions.Item label={c.orders} span={2}>
            {preview.orderNos.join('、')}
          </Descriptions.Item>
          <Descriptions.Item label={c.ordersAmount}>
            <Price value={a.ordersAmount} />
          </Descriptions.Item>
          <Descriptions.Item label={c.refundedAmount}>
            <Price value={a.refundedAmount} />
          </Descriptions.Item>
          <Descriptions.Item label={c.amountExclTax}>
            <Price value={a.amountExclTax} />
          </Descriptions.Item>
          <Descriptions.Item label={`${c.taxAmount}（${a.taxRate}）`}>
            <Price value={a.taxAmount} />
          </Descriptions.Item>
          <Descriptions.Item label={c.totalAmount}>
            <Price value={a.totalAmount} className="mall-invoice-amount" />
          </Descriptions.Item>
          <Descriptions.Item label={c.totalCapital}>{a.totalAmountCapital}</Descriptions.Item>
        </Descriptions>
        <div className="mall-invoice-section-title">{c.lines}</div>
        <InvoiceLinesTable lines={preview.lines} />
      </Modal>
    );
  }

  return (
    <Modal
      open
      width={600}
      title={shipment ? c.byShipmentTitle(shipment.n) : c.applyTitle}
      okText={shipment ? c.confirmSubmit : c.next}
      okButtonProps={{ disabled: !body, loading: busy }}
      onOk={next}
      onCancel={onClose}
    >
      <Form layout="horizontal" labelCol={{ span: 5 }}>
        <Form.Item label={c.orders} extra={shipment ? c.byShipmentNote : undefined}>
          {shipment ? c.shipmentOrders(orderNos[0]!, shipment.n) : orderNos.join('、')}
        </Form.Item>
        <Form.Item label={c.type}>
          <Radio.Group
            value={type}
            onChange={(e) => setType(e.target.value as 2 | 4)}
            options={CHOOSABLE_INVOICE_TYPES.map((v) => ({ value: v, label: INVOICE_TYPE_LABEL[v] }))}
          />
        </Form.Item>
        <Form.Item label={c.kind}>{c.kindSpecial}</Form.Item>
        <Form.Item label={c.title}>
          <Select
            aria-label={c.title}
            placeholder={c.titlePlaceholder}
            loading={titles.isLoading}
            value={chosenTitle}
            onChange={setTitleId}
            options={list.map((x) => ({ value: x.id, label: `${x.companyName}（${x.taxNo}）` }))}
          />
          {!titles.isLoading && list.length === 0 && (
            <Alert
              type="info"
              showIcon
              style={{ marginTop: 8 }}
              message={c.noTitle}
              action={<Link to={`${paths.userInfo.getHref()}?tab=invoice-title`}>{c.manageTitles}</Link>}
            />
          )}
        </Form.Item>
        <Form.Item label={c.remark}>
          <Input.TextArea
            value={remark}
            maxLength={200}
            placeholder={c.remarkPlaceholder}
            onChange={(e) => setRemark(e.target.value)}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export function InvoiceLinesTable({ lines }: { lines: InvoiceLine[] }) {
  return (
    <Table<InvoiceLine>
      size="small"
      rowKey={(l, i) => `${l.name}-${l.spec}-${i}`}
      pagination={false}
      dataSource={lines}
      columns={[
        {
          title: c.lineName,
          dataIndex: 'name',
          render: (name: string, l) => (
            <>
              {name}
              <LineMaterialCode code={l.materialCode} />
            </>
          ),
        },
        { title: c.lineSpec, dataIndex: 'spec', width: 120 },
        { title: c.lineUnit, dataIndex: 'unit', width: 60 },
        { title: c.lineQty, dataIndex: 'quantity', width: 60 },
        { title: c.lineUnitPrice, dataIndex: 'unitPriceExclTax', width: 110 },
        { title: c.amountExclTax, dataIndex: 'amountExclTax', width: 110 },
        { title: c.taxRate, dataIndex: 'taxRate', width: 60 },
        { title: c.taxAmount, dataIndex: 'taxAmount', width: 90 },
      ]}
    />
  );
}
