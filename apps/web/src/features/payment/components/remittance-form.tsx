import { Button, DatePicker, Descriptions, Form, Input } from 'antd';
import dayjs, { type Dayjs } from '@/lib/dayjs';
import type { Remittance } from '@mall/shared';
import { useAction } from '@mall/client-kit';
import { Price } from '@/components/price';
import { tradeCopy } from '@/locales/zh-CN-trade';
import { toast } from '@/lib/toast';
import { submitRemittance } from '../api/payment-api';

const p = tradeCopy.payment;
const required = (label: string) => ({ required: true, message: p.required(label) });
/** A payer's name or bank: at least two characters besides spaces. */
const named = (label: string) => [{ ...required(label), whitespace: true, min: 2 }];

type RemitValues = {
  payerName: string;
  payerBank: string;
  payerAccount: string;
  amount: string;
  remittedAt: Dayjs;
  voucherNo?: string;
  remark?: string;
};

/** The remittance the buyer recorded for an offline payment. */
export function RemittanceRecord({ recorded }: { recorded: Remittance }) {
  return (
    <Descriptions column={1} size="small">
      <Descriptions.Item label={p.payerName}>{recorded.payerName}</Descriptions.Item>
      <Descriptions.Item label={p.payerBank}>{recorded.payerBank}</Descriptions.Item>
      <Descriptions.Item label={p.payerAccount}>{recorded.payerAccount}</Descriptions.Item>
      <Descriptions.Item label={p.remitAmount}>
        <Price value={recorded.amount} />
      </Descriptions.Item>
      <Descriptions.Item label={p.remittedAt}>
        {dayjs(recorded.remittedAt).format('YYYY-MM-DD HH:mm')}
      </Descriptions.Item>
      {recorded.voucherNo && <Descriptions.Item label={p.voucherNo}>{recorded.voucherNo}</Descriptions.Item>}
    </Descriptions>
  );
}

/** 提交汇款信息: who paid from which account, how much and when, for an order paid offline. */
export function RemittanceForm({
  order,
  onChanged,
}: {
  order: { orderNo: string; payAmount: string };
  onChanged: () => void;
}) {
  const [form] = Form.useForm<RemitValues>();
  const remit = useAction(
    (values: RemitValues) =>
      submitRemittance({
        orderNo: order.orderNo,
        payerName: values.payerName,
        payerBank: values.payerBank,
        payerAccount: values.payerAccount,
        amount: values.amount,
        remittedAt: values.remittedAt.format('YYYY-MM-DD HH:mm:ss'),
        voucherNo: values.voucherNo ?? '',
        remark: values.remark ?? '',
      }),
    {
      // A refusal (e.g. the amount differs) was shown by the request layer.
      onSuccess: () => {
        toast.success(p.remittanceSubmitted);
        onChanged();
      },
    },
  );
  return (
    <Form
      form={form}
      layout="horizontal"
      labelCol={{ span: 6 }}
      wrapperCol={{ span: 17 }}
      initialValues={{ amount: order.payAmount, remittedAt: dayjs() }}
      onFinish={(v) => void remit.run(v)}
    >
      <Form.Item name="payerName" label={p.payerName} rules={named(p.payerName)}>
        <Input placeholder={p.payerNamePlaceholder} maxLength={100} />
      </Form.Item>
      <Form.Item name="payerBank" label={p.payerBank} rules={named(p.payerBank)}>
        <Input placeholder={p.payerBankPlaceholder} maxLength={100} />
      </Form.Item>
      <Form.Item
        name="payerAccount"
        label={p.payerAccount}
        rules={[required(p.payerAccount), { pattern: /^[\d\s-]{6,40}$/, message: p.accountInvalid }]}
      >
        <Input placeholder={p.payerAccountPlaceholder} maxLength={40} />
      </Form.Item>
      <Form.Item
        name="amount"
        label={p.remitAmount}
        rules={[required(p.remitAmount), { pattern: /^\d{1,10}(\.\d{1,2})?$/, message: p.amountInvalid }]}
      >
        <Input maxLength={14} />
      </Form.Item>
      <Form.Item name="remittedAt" label={p.remittedAt} rules={[required(p.remittedAt)]}>
        <DatePicker
          showTime={{ format: 'HH:mm' }}
          format="YYYY-MM-DD HH:mm"
          disabledDate={(d) => d.isAfter(dayjs().endOf('day'))}
          aria-label={p.remittedAt}
        />
      </Form.Item>
      <Form.Item name="voucherNo" label={p.voucherNo}>
        <Input placeholder={p.voucherNoPlaceholder} maxLength={64} />
      </Form.Item>
      <Form.Item name="remark" label={p.remitRemark}>
        <Input placeholder={p.remitRemarkPlaceholder} maxLength={200} />
      </Form.Item>
      <Form.Item wrapperCol={{ offset: 6 }}>
        <Button type="primary" htmlType="submit" loading={remit.isPending}>
          {p.submitRemittance}
        </Button>
      </Form.Item>
    </Form>
  );
}
