import { useCallback } from 'react';
import { App, DatePicker, Form, Input, Select, Table, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useQueryClient } from '@tanstack/react-query';
import { PAY_METHOD_LABEL, type PaymentRecord } from '@mall/shared';
import { FilterForm } from '@mall/client-kit';
import { Money } from '@/components/money';
import { StatusTag } from '@/components/status-tag';
import { formatTime, fromRange, rangeToForm } from '@/lib/dates';
import { urlPagination } from '@mall/client-kit';
import { toast } from '@/lib/toast';
import { numberOf, useUrlState, type UrlValues } from '@mall/client-kit';
import { t } from '@/locales/zh-CN';
import { confirmOfflinePayment, financeKeys, usePayments } from '../api/finance';

const KEYS = ['method', 'status', 'orderNo', 'buyer', 'startDate', 'endDate'] as const;
type FormValues = {
  method?: string;
  status?: string;
  orderNo?: string;
  buyer?: string;
  range?: [Dayjs, Dayjs];
};
const methodOptions = Object.entries(PAY_METHOD_LABEL).map(([value, label]) => ({ value, label }));
const statusOptions = [
  { value: '0', label: '待支付 / 待确认收款' },
  { value: '1', label: '已支付 / 已确认' },
  { value: '2', label: '已关闭' },
];

/** Online payments and offline remittances; a remittance waiting for confirmation can be confirmed here. */
export function PaymentList() {
  const { modal } = App.useApp();
  const { values, set, reset, page, size } = useUrlState(KEYS);
  const queryClient = useQueryClient();
  const list = usePayments({
    method: numberOf(values.method),
    status: numberOf(values.status),
    orderNo: values.orderNo,
    buyer: values.buyer,
    startDate: values.startDate,
    endDate: values.endDate,
    pageNum: page,
    pageSize: size,
  });
  const fromForm = useCallback(
    ({ range, ...rest }: FormValues): UrlValues => ({
      ...Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, v?.trim() || undefined])),
      ...fromRange(range),
    }),
    [],
  );
  const confirm = (row: PaymentRecord) =>
    modal.confirm({
      title: t.orders.confirmPaymentTitle,
      content: `${row.orderNo} · ${row.payerName} · ¥${row.amount}`,
      onOk: () =>
        confirmOfflinePayment(row.orderNo).then(() => {
          toast.success(t.orders.paymentConfirmed);
          void queryClient.invalidateQueries({ queryKey: financeKeys.all });
        }),
    });
  return (
    <>
      <FilterForm<FormValues>
        values={values}
        onSubmit={set}
        onReset={reset}
        toForm={rangeToForm}
        fromForm={fromForm}
      >
        <Form.Item name="method" label={t.finance.method}>
          <Select allowClear style={{ width: 140 }} options={methodOptions} placeholder={t.common.all} />
        </Form.Item>
        <Form.Item name="status" label={t.finance.status}>
          <Select allowClear style={{ width: 170 }} options={statusOptions} placeholder={t.common.all} />
        </Form.Item>
        <Form.Item name="range" label={t.common.dateRange}>
          <DatePicker.RangePicker />
        </Form.Item>
        <Form.Item name="orderNo" label={t.orders.orderNo}>
          <Input allowClear style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="buyer" label={t.orders.buyer}>
          <Input allowClear style={{ width: 160 }} />
        </Form.Item>
      </FilterForm>
      <Table<PaymentRecord>
        className="console-table-nowrap"
        scroll={{ x: 'max-content' }}
        rowKey="key"
        loading={list.isFetching}
        dataSource={list.data?.list ?? []}
        pagination={urlPagination(page, size, list.data?.total, set)}
        columns={[
          { title: t.finance.kind, dataIndex: 'kind', render: (k: string) => t.finance.kindLabel[k] ?? k },
          { title: t.finance.tradeNo, dataIndex: 'tradeNo', render: (v: string) => v || '—' },
          { title: t.orders.orderNo, dataIndex: 'orderNo' },
          {
            title: t.orders.buyer,
            render: (_, r) => r.buyer.companyName || r.buyer.username,
          },
          { title: t.finance.method, dataIndex: 'methodLabel' },
          {
            title: t.finance.amount,
            dataIndex: 'amount',
            align: 'right',
            render: (v: string) => <Money yuan={v} />,
          },
          {
            title: t.finance.payer,
            render: (_, r) =>
              r.payerName ? (
                <div>
                  {r.payerName}
                  <div>
                    <Typography.Text type="secondary">{r.payerBank}</Typography.Text>
                  </div>
                </div>
              ) : (
                '—'
              ),
          },
          {
            title: t.finance.status,
            dataIndex: 'statusLabel',
            render: (v: string) => <StatusTag label={v} />,
          },
          { title: t.finance.paidAt, dataIndex: 'paidAt', render: formatTime },
          { title: t.common.createdAt, dataIndex: 'createdAt', render: formatTime },
          {
            title: t.common.actions,
            fixed: 'right' as const,
            render: (_, r) =>
              r.kind === 'offline' && r.status === 0 ? (
                <a onClick={() => confirm(r)}>{t.orders.confirmPayment}</a>
              ) : null,
          },
        ]}
      />
    </>
  );
}
