import { useEffect, useState } from 'react';
import { Alert, Button, DatePicker, Descriptions, Form, Input, Result, Spin, Typography } from 'antd';
import { CheckCircleFilled } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { PAY_METHOD, PAY_STATUS, type Remittance } from '@mall/shared';
import { Price } from '@/components/price';
import { t } from '@/locales/zh-CN';
import { toast } from '@/lib/toast';
import { createPay, getPayStatus, submitRemittance, useOfflineAccount } from '../api/payment-api';
import '../payment.css';

/** What the payment page needs to know of the order. */
export type PayableOrder = {
  orderNo: string;
  status: number;
  payMethod: number;
  payMethodLabel: string;
  payAmount: string;
  payStatus: number;
  payDeadline: string | null;
  remittance: Remittance | null;
};

type Props = {
  order: PayableOrder;
  /** The order changed (paid, remittance recorded): the route refreshes it. */
  onChanged: () => void;
  /** Links after payment (order detail, order list, home). */
  links: { detail: string; list: string; home: string };
  navigateTo: (href: string) => void;
};

const POLL_MS = 2000;

/** After 提交订单: online methods open the sandbox cashier and wait; offline shows the bank account and a form. */
export function PaymentPage({ order, onChanged, links, navigateTo }: Props) {
  const offline = order.payMethod === PAY_METHOD.OFFLINE;
  const paid = order.payStatus === PAY_STATUS.PAID;
  const head = (
    <div className="mall-pay-head">
      <CheckCircleFilled className="ok" />
      <div>
        <h1>{offline ? t.payment.titleOffline : t.payment.title}</h1>
        <div className="facts">
          <span>
            {t.payment.orderNo}
            <strong>{order.orderNo}</strong>
          </span>
          <span>
            {t.payment.method}
            {order.payMethodLabel}
          </span>
          <span>
            {t.payment.amount}
            <Price value={order.payAmount} className="big" />
          </span>
        </div>
        {order.payDeadline && !paid && (
          <div className="muted">
            {t.payment.deadline(dayjs(order.payDeadline).format('YYYY-MM-DD HH:mm'))}
          </div>
        )}
      </div>
    </div>
  );

  if (paid) {
    return (
      <div className="mall-container mall-pay">
        <Result
          status="success"
          title={t.payment.paid}
          subTitle={t.payment.paidSub}
          extra={[
            <Button type="primary" key="detail" onClick={() => navigateTo(links.detail)}>
              {t.payment.viewOrder}
            </Button>,
            <Button key="list" onClick={() => navigateTo(links.list)}>
              {t.payment.myOrders}
            </Button>,
          ]}
        />
      </div>
    );
  }

  return (
    <div className="mall-container mall-pay">
      {head}
      {offline ? (
        <OfflinePanel order={order} onChanged={onChanged} />
      ) : (
        <OnlinePanel order={order} onChanged={onChanged} />
      )}
      <div className="mall-pay-links">
        <Button type="link" onClick={() => navigateTo(links.detail)}>
          {t.payment.viewOrder}
        </Button>
        <Button type="link" onClick={() => navigateTo(links.home)}>
          {t.payment.continueShopping}
        </Button>
      </div>
    </div>
  );
}

function OnlinePanel({ order, onChanged }: { order: PayableOrder; onChanged: () => void }) {
  const [opened, setOpened] = useState(false);
  const [starting, setStarting] = useState(false);
  const payable = order.status !== 7 && order.payStatus === PAY_STATUS.UNPAID;

  // While the cashier is open, ask for the result every 2 s.
  useEffect(() => {
    if (!opened) return;
    const timer = window.setInterval(() => {
      getPayStatus(order.orderNo)
        .then((s) => {
          if (s.payStatus === PAY_STATUS.PAID) onChanged();
        })
        .catch(() => undefined);
    }, POLL_MS);
    return () => window.clearInterval(timer);
  }, [opened, order.orderNo, onChanged]);

  const start = async () => {
    // Open the window inside the click (popup blockers), then send it to the cashier.
    const win = window.open('', '_blank');
    setStarting(true);
    try {
      const pay = await createPay(order.orderNo);
      if (win) win.location.href = pay.cashierUrl;
      else window.location.href = pay.cashierUrl;
      setOpened(true);
    } catch {
      win?.close();
    } finally {
      setStarting(false);
    }
  };

  if (!payable) return <Alert type="info" showIcon message={t.payment.notPayable} />;
  return (
    <section className="mall-pay-box" aria-label={t.payment.goPay}>
      {opened && <Alert type="info" showIcon message={t.payment.cashierOpened} className="mall-pay-alert" />}
      <Button type="primary" size="large" loading={starting} onClick={() => void start()}>
        {t.payment.goPay}
      </Button>
      {opened && (
        <span className="muted waiting">
          <Spin size="small" /> {t.payment.waiting}
        </span>
      )}
    </section>
  );
}

type RemitValues = {
  payerName: string;
  payerBank: string;
  payerAccount: string;
  amount: string;
  remittedAt: Dayjs;
  voucherNo?: string;
  remark?: string;
};

function OfflinePanel({ order, onChanged }: { order: PayableOrder; onChanged: () => void }) {
  const account = useOfflineAccount(true);
  const [form] = Form.useForm<RemitValues>();
  const [saving, setSaving] = useState(false);
  const recorded = order.remittance;
  const copyable = (text: string) => ({
    text,
    tooltips: [t.payment.copy, t.payment.copied] as [string, string],
  });

  const submit = async (values: RemitValues) => {
    setSaving(true);
    try {
      await submitRemittance({
        orderNo: order.orderNo,
        payerName: values.payerName,
        payerBank: values.payerBank,
        payerAccount: values.payerAccount,
        amount: values.amount,
        remittedAt: values.remittedAt.format('YYYY-MM-DD HH:mm:ss'),
        voucherNo: values.voucherNo ?? '',
        remark: values.remark ?? '',
      });
      toast.success(t.payment.remittanceSubmitted);
      onChanged();
    } catch {
      // the request layer showed the reason (e.g. the amount differs)
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="mall-pay-offline">
      <section className="mall-pay-box" aria-label={t.payment.bankTitle}>
        <h2>{t.payment.bankTitle}</h2>
        {account.data ? (
          <>
            <Descriptions column={1} size="small" bordered>
              <Descriptions.Item label={t.payment.accountName}>
                <Typography.Text copyable={copyable(account.data.accountName)}>
                  {account.data.accountName}
                </Typography.Text>
              </Descriptions.Item>
              <Descriptions.Item label={t.payment.bankName}>
                <Typography.Text copyable={copyable(account.data.bankName)}>
                  {account.data.bankName}
                </Typography.Text>
              </Descriptions.Item>
              <Descriptions.Item label={t.payment.accountNo}>
                <Typography.Text strong copyable={copyable(account.data.accountNo)}>
                  {account.data.accountNo}
                </Typography.Text>
              </Descriptions.Item>
              <Descriptions.Item label={t.payment.amount}>
                <Price value={order.payAmount} className="big" />
              </Descriptions.Item>
            </Descriptions>
            {account.data.note && <div className="muted note">{account.data.note}</div>}
          </>
        ) : (
          <Spin />
        )}
      </section>
      <section className="mall-pay-box" aria-label={t.payment.remitTitle}>
        <h2>{recorded ? t.payment.remittanceRecorded : t.payment.remitTitle}</h2>
        {recorded ? (
          <>
            <Alert
              type="success"
              showIcon
              message={t.payment.remittanceSubmitted}
              className="mall-pay-alert"
            />
            <Descriptions column={1} size="small">
              <Descriptions.Item label={t.payment.payerName}>{recorded.payerName}</Descriptions.Item>
              <Descriptions.Item label={t.payment.payerBank}>{recorded.payerBank}</Descriptions.Item>
              <Descriptions.Item label={t.payment.payerAccount}>{recorded.payerAccount}</Descriptions.Item>
              <Descriptions.Item label={t.payment.remitAmount}>
                <Price value={recorded.amount} />
              </Descriptions.Item>
              <Descriptions.Item label={t.payment.remittedAt}>
                {dayjs(recorded.remittedAt).format('YYYY-MM-DD HH:mm')}
              </Descriptions.Item>
              {recorded.voucherNo && (
                <Descriptions.Item label={t.payment.voucherNo}>{recorded.voucherNo}</Descriptions.Item>
              )}
            </Descriptions>
          </>
        ) : (
          <>
            <div className="muted note">{t.payment.remitHint}</div>
            <Form
              form={form}
              layout="horizontal"
              labelCol={{ span: 6 }}
              wrapperCol={{ span: 17 }}
              initialValues={{ amount: order.payAmount, remittedAt: dayjs() }}
              onFinish={(v) => void submit(v)}
            >
              <Form.Item
                name="payerName"
                label={t.payment.payerName}
                rules={[
                  {
                    required: true,
                    whitespace: true,
                    min: 2,
                    message: t.payment.required(t.payment.payerName),
                  },
                ]}
              >
                <Input placeholder={t.payment.payerNamePlaceholder} maxLength={100} />
              </Form.Item>
              <Form.Item
                name="payerBank"
                label={t.payment.payerBank}
                rules={[
                  {
                    required: true,
                    whitespace: true,
                    min: 2,
                    message: t.payment.required(t.payment.payerBank),
                  },
                ]}
              >
                <Input placeholder={t.payment.payerBankPlaceholder} maxLength={100} />
              </Form.Item>
              <Form.Item
                name="payerAccount"
                label={t.payment.payerAccount}
                rules={[
                  { required: true, message: t.payment.required(t.payment.payerAccount) },
                  { pattern: /^[\d\s-]{6,40}$/, message: t.payment.accountInvalid },
                ]}
              >
                <Input placeholder={t.payment.payerAccountPlaceholder} maxLength={40} />
              </Form.Item>
              <Form.Item
                name="amount"
                label={t.payment.remitAmount}
                rules={[
                  { required: true, message: t.payment.required(t.payment.remitAmount) },
                  { pattern: /^\d{1,10}(\.\d{1,2})?$/, message: t.payment.amountInvalid },
                ]}
              >
                <Input maxLength={14} />
              </Form.Item>
              <Form.Item
                name="remittedAt"
                label={t.payment.remittedAt}
                rules={[{ required: true, message: t.payment.required(t.payment.remittedAt) }]}
              >
                <DatePicker
                  showTime={{ format: 'HH:mm' }}
                  format="YYYY-MM-DD HH:mm"
                  disabledDate={(d) => d.isAfter(dayjs().endOf('day'))}
                  aria-label={t.payment.remittedAt}
                />
              </Form.Item>
              <Form.Item name="voucherNo" label={t.payment.voucherNo}>
                <Input placeholder={t.payment.voucherNoPlaceholder} maxLength={64} />
              </Form.Item>
              <Form.Item name="remark" label={t.payment.remitRemark}>
                <Input placeholder={t.payment.remitRemarkPlaceholder} maxLength={200} />
              </Form.Item>
              <Form.Item wrapperCol={{ offset: 6 }}>
                <Button type="primary" htmlType="submit" loading={saving}>
                  {t.payment.submitRemittance}
                </Button>
              </Form.Item>
            </Form>
          </>
        )}
      </section>
    </div>
  );
}
