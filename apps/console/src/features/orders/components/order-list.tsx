import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { App, Button, DatePicker, Form, Input, Select, Space, Table, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useQueryClient } from '@tanstack/react-query';
import { ORDER_STATUS_LABEL, PAY_STATUS_LABEL, type AdminOrderListBody } from '@mall/shared';
import { FilterForm, useAction } from '@mall/client-kit';
import { Money } from '@/components/money';
import { StatusTag } from '@/components/status-tag';
import { formatTime, fromRange, rangeToForm } from '@/lib/dates';
import { isPortal } from '@/config/surface';
import { useCan } from '@/lib/operator-store';
import { toast } from '@/lib/toast';
import { urlPagination } from '@mall/client-kit';
import { numberOf, useUrlState, type UrlValues } from '@mall/client-kit';
import { t } from '@/locales/zh-CN';
import { acceptOrder, bulkAccept, orderKeys, useOrderList } from '../api/orders';
import { withBulkReport, type BulkRefusal } from '../lib/with-bulk-report';
import { BulkReportTable } from './bulk-report-table';
import { BulkShipModal } from './bulk-ship-modal';

const KEYS = ['status', 'payStatus', 'orderNo', 'buyer', 'product', 'startDate', 'endDate'] as const;
type FormValues = {
  status?: string;
  payStatus?: string;
  orderNo?: string;
  buyer?: string;
  product?: string;
  range?: [Dayjs, Dayjs];
};

const statusOptions = Object.entries(ORDER_STATUS_LABEL).map(([value, label]) => ({ value, label }));
const payOptions = Object.entries(PAY_STATUS_LABEL).map(([value, label]) => ({ value, label }));

/** Filterable order list (filters and page in the URL), bulk accept of selected rows and bulk ship. */
export function OrderList({ detailHref }: { detailHref: (orderNo: string) => string }) {
  const { modal } = App.useApp();
  const { values, set, reset, page, size } = useUrlState(KEYS);
  const can = useCan();
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState<string[]>([]);
  const [shipOpen, setShipOpen] = useState(false);
  const [report, setReport] = useState<BulkRefusal | null>(null);

  const body: AdminOrderListBody = {
    status: numberOf(values.status) ?? -1,
    payStatus: numberOf(values.payStatus),
    orderNo: values.orderNo,
    buyer: values.buyer,
    product: values.product,
    startDate: values.startDate,
    endDate: values.endDate,
    pageNum: page,
    pageSize: size,
  };
  const list = useOrderList(body);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: orderKeys.all });
  const canRun = can('orders');

  const fromForm = useCallback(
    ({ range, ...rest }: FormValues): UrlValues => ({
      ...Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, v?.trim() || undefined])),
      ...fromRange(range),
    }),
    [],
  );

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
      <FilterForm<FormValues>
        values={values}
        onSubmit={set}
        onReset={reset}
        toForm={rangeToForm}
        fromForm={fromForm}
      >
        <Form.Item name="status" label={t.orders.status}>
          <Select allowClear style={{ width: 120 }} options={statusOptions} placeholder={t.common.all} />
        </Form.Item>
        <Form.Item name="payStatus" label={t.orders.payStatus}>
          <Select allowClear style={{ width: 130 }} options={payOptions} placeholder={t.common.all} />
        </Form.Item>
        <Form.Item name="range" label={t.orders.createdAt}>
          <DatePicker.RangePicker />
        </Form.Item>
        <Form.Item name="orderNo" label={t.orders.orderNo}>
          <Input allowClear style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="buyer" label={t.orders.buyer}>
          <Input allowClear style={{ width: 160 }} placeholder="账号或公司名" />
        </Form.Item>
        <Form.Item name="product" label={t.orders.product}>
          <Input allowClear style={{ width: 160 }} />
        </Form.Item>
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

      <Table
        className="console-table-nowrap"
        scroll={{ x: 'max-content' }}
        rowKey="orderNo"
        loading={list.isFetching}
        dataSource={list.data?.list ?? []}
        rowSelection={
          canRun
            ? {
                selectedRowKeys: selected,
                onChange: (keys) => setSelected(keys as string[]),
                getCheckboxProps: (row) => ({ disabled: row.status !== 1 }),
              }
            : undefined
        }
        pagination={urlPagination(page, size, list.data?.total, set)}
        columns={[
          {
            title: t.orders.orderNo,
            dataIndex: 'orderNo',
            render: (no: string) => <Link to={detailHref(no)}>{no}</Link>,
          },
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
          {
            title: t.orders.payAmount,
            dataIndex: 'payAmount',
            align: 'right',
            render: (v: string) => <Money yuan={v} />,
          },
          {
            title: t.orders.status,
            dataIndex: 'statusLabel',
            render: (v: string) => <StatusTag label={v} />,
          },
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
          { title: t.orders.createdAt, dataIndex: 'createdAt', render: formatTime },
          {
            title: t.common.actions,
            fixed: 'right' as const,
            render: (_, row) => (
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
            ),
          },
        ]}
      />
      <BulkShipModal open={shipOpen} onClose={() => setShipOpen(false)} onDone={refresh} />
    </>
  );
}
