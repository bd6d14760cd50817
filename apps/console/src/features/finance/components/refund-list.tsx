import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { RefundRecord } from '@mall/shared';
import { numberOf, useListPage } from '@mall/client-kit';
import { actionsColumn, moneyColumn, statusColumn, textColumn, timeColumn } from '@/components/columns';
import { optionsOf, type FilterField, selectField } from '@/components/filter-fields';
import { FilteredList } from '@/components/filtered-list';
import { rangeFromForm, rangeToForm, type RangeFormValues } from '@/lib/dates';
import { useCan } from '@/lib/operator-store';
import { toast } from '@/lib/toast';
import { t } from '@/locales/zh-CN';
import { financeKeys, refundAfs, useRefunds } from '../api/finance';
import { RefundModal } from '@/components/refund-modal';

const KEYS = ['source', 'status', 'no', 'startDate', 'endDate'] as const;
type FormValues = RangeFormValues<'source' | 'status' | 'no'>;
const FIELDS: FilterField[] = [
  selectField('source', t.finance.source, 140, optionsOf(t.finance.sourceLabel)),
  selectField('status', t.finance.status, 120, [
    { value: '1', label: '待退款' },
    { value: '2', label: '已退款' },
  ]),
  { kind: 'range', label: t.common.dateRange },
  { kind: 'text', name: 'no', label: t.finance.no, width: 200 },
];

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
      <FilteredList<RefundRecord, FormValues>
        filterProps={filterProps}
        fields={FIELDS}
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
          moneyColumn(t.finance.amount, 'amount'),
          { title: t.finance.method, dataIndex: 'methodLabel' },
          {
            title: t.finance.channel,
            dataIndex: 'channel',
            render: (v: string) => t.finance.channelLabel[v] ?? v,
          },
          textColumn(t.finance.refundNo, 'refundNo'),
          statusColumn(t.finance.status),
          timeColumn(t.finance.refundedAt, 'refundedAt'),
          actionsColumn((r) =>
            can('refunds') && r.source === 'afs' && r.status === 1 && r.afsNo ? (
              <a onClick={() => setRefunding(r)}>{t.finance.refund}</a>
            ) : null,
          ),
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
