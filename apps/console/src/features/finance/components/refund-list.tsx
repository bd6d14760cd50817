import { useState } from 'react';
import { DatePicker, Form, Input, Select, Table } from 'antd';
import type { Dayjs } from 'dayjs';
import { useQueryClient } from '@tanstack/react-query';
import type { RefundRecord } from '@mall/shared';
import { FilterForm } from '@mall/client-kit';
import { Money } from '@/components/money';
import { StatusTag } from '@/components/status-tag';
import { formatTime, rangeFromForm, rangeToForm } from '@/lib/dates';
import { useCan } from '@/lib/operator-store';
import { toast } from '@/lib/toast';
import { numberOf, useListPage } from '@mall/client-kit';
import { t } from '@/locales/zh-CN';
import { financeKeys, refundAfs, useRefunds } from '../api/finance';
import { RefundModal } from '@/components/refund-modal';

const KEYS = ['source', 'status', 'no', 'startDate', 'endDate'] as const;
type FormValues = { source?: string; status?: string; no?: string; range?: [Dayjs, Dayjs] };

/** After-sales refunds and cancelled paid orders awaiting refund; 财务 pays out after-sales refunds here. */
export function RefundList() {
  const { filterProps, tableProps } = useListPage<RefundRecord, FormValues>({
    keys: KEYS,
    useList: (values, page) =>
      useRefunds({
        source: values.source === 'afs' || values.source === 'order' ? values.source : undefined,
        status: numberOf(values.status),
        no: values.no,
        startDate: values.startDate,
        endDate: values.endDate,
        ...page,
      }),
    toForm: rangeToForm,
    fromForm: rangeFromForm,
  });
  const can = useCan();
  const queryClient = useQueryClient();
  const [refunding, setRefunding] = useState<RefundRecord | null>(null);
  return (
    <>
      <FilterForm<FormValues> {...filterProps}>
        <Form.Item name="source" label={t.finance.source}>
          <Select
            allowClear
            style={{ width: 140 }}
            placeholder={t.common.all}
            options={Object.entries(t.finance.sourceLabel).map(([value, label]) => ({ value, label }))}
          />
        </Form.Item>
        <Form.Item name="status" label={t.finance.status}>
          <Select
            allowClear
            style={{ width: 120 }}
            placeholder={t.common.all}
            options={[
              { value: '1', label: '待退款' },
              { value: '2', label: '已退款' },
            ]}
          />
        </Form.Item>
        <Form.Item name="range" label={t.common.dateRange}>
          <DatePicker.RangePicker />
        </Form.Item>
        <Form.Item name="no" label={t.finance.no}>
          <Input allowClear style={{ width: 200 }} />
        </Form.Item>
      </FilterForm>
      <Table<RefundRecord>
        className="console-table-nowrap"
        scroll={{ x: 'max-content' }}
        rowKey="key"
        {...tableProps}
        columns={[
          {
            title: t.finance.source,
            dataIndex: 'source',
            render: (v: string) => t.finance.sourceLabel[v] ?? v,
          },
          { title: t.afs.afsNo, dataIndex: 'afsNo', render: (v: string | null) => v ?? '—' },
          { title: t.orders.orderNo, dataIndex: 'orderNo' },
          { title: t.orders.buyer, render: (_, r) => r.buyer.companyName || r.buyer.username },
          {
            title: t.finance.amount,
            dataIndex: 'amount',
            align: 'right',
            render: (v: string) => <Money yuan={v} />,
          },
          { title: t.finance.method, dataIndex: 'methodLabel' },
          {
            title: t.finance.channel,
            dataIndex: 'channel',
            render: (v: string) => t.finance.channelLabel[v] ?? v,
          },
          { title: t.finance.refundNo, dataIndex: 'refundNo', render: (v: string) => v || '—' },
          {
            title: t.finance.status,
            dataIndex: 'statusLabel',
            render: (v: string) => <StatusTag label={v} />,
          },
          { title: t.finance.refundedAt, dataIndex: 'refundedAt', render: formatTime },
          {
            title: t.common.actions,
            fixed: 'right' as const,
            render: (_, r) =>
              can('refunds') && r.source === 'afs' && r.status === 1 && r.afsNo ? (
                <a onClick={() => setRefunding(r)}>{t.finance.refund}</a>
              ) : null,
          },
        ]}
      />
      <RefundModal
        open={refunding !== null}
        defaultAmount={refunding?.amount ?? ''}
        onClose={() => setRefunding(null)}
        onSubmit={({ amount, note }) =>
          refundAfs({ afsNo: refunding!.afsNo!, amount, note }).then(() => {
            toast.success(t.afs.refunded);
            void queryClient.invalidateQueries({ queryKey: financeKeys.all });
          })
        }
      />
    </>
  );
}
