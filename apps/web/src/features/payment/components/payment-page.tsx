import { useEffect, useState } from 'react';
import { Alert, Button, Descriptions, Spin, Typography } from 'antd';
import { CheckCircleFilled } from '@ant-design/icons';
import dayjs from '@/lib/dayjs';
import { PAY_METHOD, PAY_STATUS, type Remittance } from '@mall/shared';
import { useAction } from '@mall/client-kit';
import { Price } from '@/components/price';
import { ResultPage } from '@/components/result-page';
import { tradeCopy } from '@/locales/zh-CN-trade';
import { createPay, getPayStatus, useOfflineAccount } from '../api/payment-api';
import { RemittanceForm, RemittanceRecord } from './remittance-form';
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
        <h1>{offline ? tradeCopy.payment.titleOffline : tradeCopy.payment.title}</h1>
        <div className="facts">
          <span>
            {tradeCopy.payment.orderNo}
            <strong>{order.orderNo}</strong>
          </span>
          <span>
            {tradeCopy.payment.method}
            {order.payMethodLabel}
          </span>
          <span>
            {tradeCopy.payment.amount}
            <Price value={order.payAmount} className="big" />
          </span>
        </div>
        {order.payDeadline && !paid && (
          <div className="muted">
            {tradeCopy.payment.deadline(dayjs(order.payDeadline).format('YYYY-MM-DD HH:mm'))}
          </div>
        )}
      </div>
    </div>
  );

  if (paid) {
    return (
      <ResultPage
        className="mall-container mall-pay"
        status="success"
        title={tradeCopy.payment.paid}
        subTitle={tradeCopy.payment.paidSub}
        actions={[
          { key: 'detail', label: tradeCopy.payment.viewOrder, onClick: () => navigateTo(links.detail) },
          { key: 'list', label: tradeCopy.payment.myOrders, onClick: () => navigateTo(links.list) },
        ]}
      />
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
          {tradeCopy.payment.viewOrder}
        </Button>
        <Button type="link" onClick={() => navigateTo(links.home)}>
          {tradeCopy.payment.continueShopping}
        </Button>
      </div>
    </div>
  );
}

function OnlinePanel({ order, onChanged }: { order: PayableOrder; onChanged: () => void }) {
  const [opened, setOpened] = useState(false);
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

  // The window is opened inside the click (popup blockers), then sent to the cashier.
  const start = useAction(
    (win: Window | null) =>
      createPay(order.orderNo).catch((error: unknown) => {
        win?.close();
        throw error;
      }),
    {
      onSuccess: (pay, win) => {
        if (win) win.location.href = pay.cashierUrl;
        else window.location.href = pay.cashierUrl;
        setOpened(true);
      },
    },
  );

  if (!payable) return <Alert type="info" showIcon message={tradeCopy.payment.notPayable} />;
  return (
    <section className="mall-pay-box" aria-label={tradeCopy.payment.goPay}>
      {opened && (
        <Alert type="info" showIcon message={tradeCopy.payment.cashierOpened} className="mall-pay-alert" />
      )}
      <Button
        type="primary"
        size="large"
        loading={start.isPending}
        onClick={() => void start.run(window.open('', '_blank'))}
      >
        {tradeCopy.payment.goPay}
      </Button>
      {opened && (
        <span className="muted waiting">
          <Spin size="small" /> {tradeCopy.payment.waiting}
        </span>
      )}
    </section>
  );
}

function OfflinePanel({ order, onChanged }: { order: PayableOrder; onChanged: () => void }) {
  const account = useOfflineAccount(true);
  const recorded = order.remittance;
  const copyable = (text: string) => ({
    text,
    tooltips: [tradeCopy.payment.copy, tradeCopy.payment.copied] as [string, string],
  });

  return (
    <div className="mall-pay-offline">
      <section className="mall-pay-box" aria-label={tradeCopy.payment.bankTitle}>
        <h2>{tradeCopy.payment.bankTitle}</h2>
        {account.data ? (
          <>
            <Descriptions column={1} size="small" bordered>
              <Descriptions.Item label={tradeCopy.payment.accountName}>
                <Typography.Text copyable={copyable(account.data.accountName)}>
                  {account.data.accountName}
                </Typography.Text>
              </Descriptions.Item>
              <Descriptions.Item label={tradeCopy.payment.bankName}>
                <Typography.Text copyable={copyable(account.data.bankName)}>
                  {account.data.bankName}
                </Typography.Text>
              </Descriptions.Item>
              <Descriptions.Item label={tradeCopy.payment.accountNo}>
                <Typography.Text strong copyable={copyable(account.data.accountNo)}>
                  {account.data.accountNo}
                </Typography.Text>
              </Descriptions.Item>
              <Descriptions.Item label={tradeCopy.payment.amount}>
                <Price value={order.payAmount} className="big" />
              </Descriptions.Item>
            </Descriptions>
            {account.data.note && <div className="muted note">{account.data.note}</div>}
          </>
        ) : (
          <Spin />
        )}
      </section>
      <section className="mall-pay-box" aria-label={tradeCopy.payment.remitTitle}>
        <h2>{recorded ? tradeCopy.payment.remittanceRecorded : tradeCopy.payment.remitTitle}</h2>
        {recorded ? (
          <>
            <Alert
              type="success"
              showIcon
              message={tradeCopy.payment.remittanceSubmitted}
              className="mall-pay-alert"
            />
            <RemittanceRecord recorded={recorded} />
          </>
        ) : (
          <>
            <div className="muted note">{tradeCopy.payment.remitHint}</div>
            <RemittanceForm order={order} onChanged={onChanged} />
          </>
        )}
      </section>
    </div>
  );
}
