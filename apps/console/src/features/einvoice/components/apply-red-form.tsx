import { useState } from 'react';
import { Alert, Descriptions, Form, Radio, Select, Space, Typography } from 'antd';
import {
  RED_FORM_MSG,
  RED_FORM_REASONS,
  fenToYuan,
  type RedFormApplyBody,
  type RedFormReason,
  type SellerBlueInvoice,
} from '@mall/shared';
import { FormModal } from '@mall/client-kit';
import { Money } from '@/components/money';
import { formatTime } from '@/lib/dates';
import { t } from '@/locales/zh-CN';
import {
  applyRedForm,
  useSellerBlueInvoice,
  useSellerBlueInvoices,
  type EinvoiceBase,
} from '../api/einvoice';
import { RedLinePicker, pickProblem, redLinesOf, type RedPicks, type RedScope } from './red-line-picker';

const c = t.einvoice;
type Values = { invoiceId: number; reason: RedFormReason; scope: RedScope; picks?: RedPicks };

/** Why an invoice cannot take a new form now ('' when it can). */
const blocked = (i: SellerBlueInvoice) =>
  i.leftFen <= 0 ? c.fullyReversed : i.hasPendingForm ? c.hasPending : '';

function InvoiceOption({ invoice: i }: { invoice: SellerBlueInvoice }) {
  const why = blocked(i);
  return (
    <div style={{ lineHeight: 1.5, padding: '2px 0' }}>
      <div>
        <Typography.Text strong>{i.number}</Typography.Text>
        <Typography.Text type="secondary" style={{ marginLeft: 8 }}>
          {i.issuedAt ? formatTime(i.issuedAt) : ''}
        </Typography.Text>
      </div>
      <div style={{ whiteSpace: 'normal' }}>
        {i.buyerName}
        <Typography.Text type="secondary" style={{ marginLeft: 12 }}>
          {c.optionTotal(fenToYuan(i.totalFen), fenToYuan(i.leftFen))}
        </Typography.Text>
        {why && (
          <Typography.Text type="warning" style={{ marginLeft: 8 }}>
            {why}
          </Typography.Text>
        )}
      </div>
    </div>
  );
}

/**
 * 申请红字确认单 by the seller: pick one of our issued blue 数电票 (searched by 发票号码, buyer, 申请单号 or
 * order number), the reason, and the whole invoice or ticked lines with a quantity and amount each (销售折让:
 * amount only); the dialog shows what each line has left and the negative amounts the red invoice will carry.
 * The server checks again what is left.
 */
export function ApplyRedForm({
  base,
  open,
  onClose,
  onApplied,
}: {
  base: EinvoiceBase;
  open: boolean;
  onClose: () => void;
  onApplied: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const [keyword, setKeyword] = useState('');
  const invoiceId = Form.useWatch('invoiceId', form) ?? null;
  const reason = Form.useWatch('reason', form);
  const scope = Form.useWatch('scope', form) ?? 'whole';
  const allowance = reason === '销售折让';
  const invoices = useSellerBlueInvoices(base, keyword, open);
  const detail = useSellerBlueInvoice(base, invoiceId);
  const invoice = detail.data?.invoiceId === invoiceId ? detail.data : undefined;
  const close = () => {
    setKeyword('');
    onClose();
  };
  return (
    <FormModal<Values>
      open={open}
      form={form}
      width={1120}
      title={c.applyTitle}
      okText={c.apply}
      name="red-form-apply"
      initialValues={{ scope: 'whole' }}
      intro={<Alert type="info" showIcon title={c.applyIntro} style={{ marginBottom: 16 }} />}
      onClose={close}
      onSubmit={async (v) => {
        const body: RedFormApplyBody = { invoiceId: v.invoiceId, reason: v.reason };
        // 整张 is the server's own reading of no lines; a 销售折让 always names its lines (quantity 0).
        if (v.scope === 'lines' || v.reason === '销售折让')
          body.lines = redLinesOf(invoice?.lines ?? [], v.scope, v.picks ?? {}, v.reason === '销售折让');
        await applyRedForm(base, body);
        onApplied();
      }}
    >
      <Form.Item
        name="invoiceId"
        label={c.pickInvoice}
        rules={[{ required: true, message: c.pickInvoiceRequired }]}
      >
        <Select
          showSearch={{ filterOption: false, onSearch: setKeyword }}
          placeholder={c.pickInvoiceSearch}
          loading={invoices.isFetching}
          notFoundContent={invoices.isFetching ? undefined : c.noBlueInvoices}
          onChange={() => form.setFieldValue('picks', {})}
          options={(invoices.data?.list ?? []).map((i) => ({
            value: i.invoiceId,
            label: c.invoiceOption(i.number, i.buyerName),
            disabled: !!blocked(i),
            invoice: i,
          }))}
          optionRender={(o) => <InvoiceOption invoice={o.data.invoice} />}
        />
      </Form.Item>
      {invoice && (
        <>
          <Descriptions size="small" column={3} bordered style={{ marginBottom: 12 }}>
            <Descriptions.Item label={c.number}>{invoice.number}</Descriptions.Item>
            <Descriptions.Item label={c.issueDate}>
              {invoice.issuedAt ? formatTime(invoice.issuedAt) : '—'}
            </Descriptions.Item>
            <Descriptions.Item label={c.type}>{invoice.typeLabel}</Descriptions.Item>
            <Descriptions.Item label={c.buyer}>{invoice.buyerName}</Descriptions.Item>
            <Descriptions.Item label={c.applyNo}>{invoice.applyNo}</Descriptions.Item>
            <Descriptions.Item label={c.orderNos}>{invoice.orderNos.join('、') || '—'}</Descriptions.Item>
            <Descriptions.Item label={c.total}>
              <Money fen={invoice.totalFen} />
            </Descriptions.Item>
            <Descriptions.Item label={c.reversed}>
              <Money fen={invoice.reversedFen} />
            </Descriptions.Item>
            <Descriptions.Item label={c.left}>
              <Typography.Text strong>
                <Money fen={invoice.leftFen} />
              </Typography.Text>
            </Descriptions.Item>
          </Descriptions>
          <Alert
            type={invoice.hasPendingForm || invoice.leftFen <= 0 ? 'warning' : 'info'}
            showIcon
            style={{ marginBottom: 12 }}
            title={
              invoice.leftFen <= 0
                ? c.nothingLeft
                : invoice.hasPendingForm
                  ? c.pendingNote
                  : invoice.needsConfirm
                    ? c.needsConfirmNote
                    : c.noConfirmNote
            }
          />
        </>
      )}
      <Space size={32} wrap align="start">
        <Form.Item name="reason" label={c.reason} rules={[{ required: true, message: RED_FORM_MSG.REASON }]}>
          <Radio.Group optionType="button" options={RED_FORM_REASONS.map((r) => ({ value: r, label: r }))} />
        </Form.Item>
        <Form.Item name="scope" label={c.scope} extra={allowance ? c.allowanceNote : undefined}>
          <Radio.Group
            options={[
              { value: 'whole', label: c.scopeWhole },
              { value: 'lines', label: c.scopeLines },
            ]}
          />
        </Form.Item>
      </Space>
      {invoice && (
        <Form.Item
          name="picks"
          dependencies={['scope', 'reason']}
          rules={[
            {
              validator: async (_, picks?: RedPicks) => {
                if (form.getFieldValue('scope') !== 'lines') return;
                const problem = pickProblem(
                  redLinesOf(invoice.lines, 'lines', picks ?? {}, allowance),
                  allowance,
                );
                if (problem) throw new Error(problem);
              },
            },
          ]}
        >
          <RedLinePicker lines={invoice.lines} scope={scope} allowance={allowance} />
        </Form.Item>
      )}
    </FormModal>
  );
}
