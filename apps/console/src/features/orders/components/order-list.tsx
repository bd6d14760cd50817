import { useState } from 'react';
import { Link } from 'react-router';
import { App, Button, Space, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { ORDER_STATUS_LABEL, PAY_STATUS_LABEL, type AdminOrderPage } from '@mall/shared';
import { FilterForm, numberOf, useAction, useListPage } from '@mall/client-kit';
import { actionsColumn, linkColumn, moneyColumn, statusColumn, timeColumn } from '@/components/columns';
import { FilterFields, optionsOf, type FilterField, selectField } from '@/components/filter-fields';
import { ListTable } from '@/components/list-table';
import { StatusTag } from '@/components/status-tag';
import { rangeFromForm, rangeToForm, type RangeFormValues } from '@/lib/dates';
import { isPortal } from '@/config/surface';
import { useCan } from '@/lib/operator-store';
import { toast } from '@/lib/toast';
import { t } from '@/locales/zh-CN';
import { acceptOrder, bulkAccept, orderKeys, useOrderList } from '../api/orders';
import { withBulkReport, type BulkRefusal } from '../lib/with-bulk-report';
import { BulkReportTable } from './bulk-report-table';
import { BulkShipModal } from './bulk-ship-modal';

const KEYS = ['status', 'payStatus', 'orderNo', 'buyer', 'product', 'startDate', 'endDate'] as const;
type FormValues = RangeFormValues<'status' | 'payStatus' | 'orderNo' | 'buyer' | 'product'>;

const FIELDS: FilterField[] = [
  selectField('status', t.orders.status, 120, optionsOf(ORDER_STATUS_LABEL)),
  selectField('payStatus', t.orders.payStatus, 130, optionsOf(PAY_STATUS_LABEL)),
  { kind: 'range', label: t.orders.createdAt },
  { kind: 'text', name: 'orderNo', label: t.orders.orderNo, width: 200 },
  { kind: 'text', name: 'buyer', label: t.orders.buyer, width: 160, placeholder: '账号或公司名' },
  { kind: 'text', name: 'product', label: t.orders.product, width: 160 },
];

/** Filterable order list (filters and page in the URL), bulk accept of selected rows and bulk ship. */
export function OrderList({ detailHref }: { detailHref: (orderNo: string) => string }) {
  const { modal } = App.useApp();
  const can = useCan();
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState<string[]>([]);
  const [shipOpen, setShipOpen] = useState(false);
  const [report, setReport] = useState<BulkRefusal | null>(null);

  const { filterProps, tableProps } = useListPage<AdminOrderPage['list'][number], FormValues>({
    keys: KEYS,
    useList: (values, page) =>
      useOrderList({
        status: numberOf(values.status) ?? -1,
        payStatus: numberOf(values.payStatus),
        orderNo: values.orderNo,
        buyer: values.buyer,
        product: values.product,
        startDate: values.startDate,
        endDate: values.endDate,
        ...page,
      }),
    toForm: rangeToForm,
    fromForm: rangeFromForm,
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: orderKeys.all });
  const canRun = can('orders');

  const accepting = useAction((orderNos: string[]) => withBulkReport(() => bulkAccept(orderNos), setReport), {
    onSuccess: (result) => {
      toast.success(t.orders.bulkAccepted(result.accepted));
      setSelected([]);
      refresh();
    },
  });
  const runBulkAccept = () => {
    if (selected.length === 0) return toast.warning(t.orders.noSelection);
    modal.confirm({
      title: t.orders.bulkAcceptConfirm(selected.length),
      onOk: async () => {
        setReport(null);
        await accepting.run(selected);
      },
    });
  };

  return (
    <>
      <FilterForm<FormValues> {...filterProps}>
        <FilterFields fields={FIELDS} />
      </FilterForm>

      {canRun && !isPortal && (
        <Space style={{ marginBottom: 12 }}>
          <Button type="primary" disabled={selected.length === 0} onClick={runBulkAccept}>
            {t.orders.bulkAccept(selected.length)}
          </Button>
          <Button onClick={() => setShipOpen(true)}>{t.orders.bulkShip}</Button>
        </Space>
      )}
      {report && (
        <div style={{ marginBottom: 12 }}>
          <BulkReportTable message={report.message} rows={report.rows} />
        </div>
      )}

      <ListTable<AdminOrderPage['list'][number]>
        rowKey="orderNo"
        {...tableProps}
        rowSelection={
          canRun
            ? {
                selectedRowKeys: selected,
                onChange: (keys) => setSelected(keys as string[]),
                getCheckboxProps: (row) => ({ disabled: row.status !== 1 }),
              }
            : undefined
        }
        columns={[
          linkColumn(t.orders.orderNo, 'orderNo', detailHref),
          {
            title: t.orders.buyer,
            render: (_, row) => (
              <div>
                <div>{row.buyer.companyName || row.buyer.username}</div>
                <Typography.Text type="secondary">{row.buyer.username}</Typography.Text>
              </div>
            ),
          },
          {
            title: t.orders.product,
            render: (_, row) => (
              <div style={{ maxWidth: 220 }}>
                <Typography.Text ellipsis style={{ maxWidth: 220 }}>
                  {row.lines[0]?.title ?? ''}
                </Typography.Text>
                <div>
                  <Typography.Text type="secondary">
                    {t.orders.items(row.itemCount, row.lineCount)}
                  </Typography.Text>
                </div>
              </div>
            ),
          },
          moneyColumn(t.orders.payAmount, 'payAmount'),
          statusColumn(t.orders.status),
          {
            title: t.orders.payStatus,
            render: (_, row) => (
              <div>
                <StatusTag label={row.payStatusLabel} />
                <div>
                  <Typography.Text type="secondary">{row.payMethodLabel}</Typography.Text>
                </div>
              </div>
            ),
          },
          timeColumn(t.orders.createdAt, 'createdAt'),
          actionsColumn((row) => (
            <Space>
              <Link to={detailHref(row.orderNo)}>{t.common.detail}</Link>
              {canRun && row.status === 1 && (
                <a
                  onClick={() =>
                    void acceptOrder(row.orderNo).then(
                      () => {
                        toast.success(t.orders.accepted);
                        refresh();
                      },
                      () => undefined,
                    )
                  }
                >
                  {t.orders.accept}
                </a>
              )}
            </Space>
          )),
        ]}
      />
      <BulkShipModal open={shipOpen} onClose={() => setShipOpen(false)} onDone={refresh} />
    </>
  );
}
