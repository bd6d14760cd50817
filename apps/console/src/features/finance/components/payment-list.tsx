import { App, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { PAY_METHOD_LABEL, type PaymentRecord } from '@mall/shared';
import { numberOf, useListPage } from '@mall/client-kit';
import { actionsColumn, moneyColumn, statusColumn, textColumn, timeColumn } from '@/components/columns';
import { optionsOf, type FilterField, selectField } from '@/components/filter-fields';
import { FilteredList } from '@/components/filtered-list';
import { rangeFromForm, rangeToForm, type RangeFormValues } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { t } from '@/locales/zh-CN';
import { confirmOfflinePayment, financeKeys, usePayments } from '../api/finance';

const KEYS = ['method', 'status', 'orderNo', 'buyer', 'startDate', 'endDate'] as const;
type FormValues = RangeFormValues<'method' | 'status' | 'orderNo' | 'buyer'>;
const FIELDS: FilterField[] = [
  selectField('method', t.finance.method, 140, optionsOf(PAY_METHOD_LABEL)),
  selectField('status', t.finance.status, 170, [
    { value: '0', label: '待支付 / 待确认收款' },
    { value: '1', label: '已支付 / 已确认' },
    { value: '2', label: '已关闭' },
  ]),
  { kind: 'range', label: t.common.dateRange },
  { kind: 'text', name: 'orderNo', label: t.orders.orderNo, width: 200 },
  { kind: 'text', name: 'buyer', label: t.orders.buyer, width: 160 },
];

/** Online payments and offline remittances; a remittance waiting for confirmation can be confirmed here. */
export function PaymentList() {
  const { modal } = App.useApp();
  const { filterProps, tableProps } = useListPage<PaymentRecord, FormValues>({
    keys: KEYS,
    useList: (values, page) =>
      usePayments({
        method: numberOf(values.method),
        status: numberOf(values.status),
        orderNo: values.orderNo,
        buyer: values.buyer,
        startDate: values.startDate,
        endDate: values.endDate,
        ...page,
      }),
    toForm: rangeToForm,
    fromForm: rangeFromForm,
  });
  const queryClient = useQueryClient();
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
      <FilteredList<PaymentRecord, FormValues>
        filterProps={filterProps}
        fields={FIELDS}
        rowKey="key"
        {...tableProps}
        columns={[
          { title: t.finance.kind, dataIndex: 'kind', render: (k: string) => t.finance.kindLabel[k] ?? k },
          textColumn(t.finance.tradeNo, 'tradeNo'),
          { title: t.orders.orderNo, dataIndex: 'orderNo' },
          { title: t.orders.buyer, render: (_, r) => r.buyer.companyName || r.buyer.username },
          { title: t.finance.method, dataIndex: 'methodLabel' },
          moneyColumn(t.finance.amount, 'amount'),
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
          statusColumn(t.finance.status),
          timeColumn(t.finance.paidAt, 'paidAt'),
          timeColumn(t.common.createdAt, 'createdAt'),
          actionsColumn((r) =>
            r.kind === 'offline' && r.status === 0 ? (
              <a onClick={() => confirm(r)}>{t.orders.confirmPayment}</a>
            ) : null,
          ),
        ]}
      />
    </>
  );
}
