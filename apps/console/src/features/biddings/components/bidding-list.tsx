import { Link } from 'react-router';
import { Table } from 'antd';
import { BIDDING_STATUS_LABEL, type BiddingItem } from '@mall/shared';
import { fenColumn, linkColumn, statusColumn, timeColumn } from '@/components/columns';
import { numberOf, useListPage } from '@mall/client-kit';
import { StatusTabs } from '@/components/status-tabs';
import { t } from '@/locales/zh-CN';
import { useBiddings } from '../api/biddings';

const KEYS = ['status'] as const;

/** Bidding requests of every buyer by status; open ones take quotes. */
export function BiddingList({ detailHref }: { detailHref: (id: number) => string }) {
  const { tableProps } = useListPage<BiddingItem>({
    keys: KEYS,
    maxSize: 50,
    useList: (values, page) => useBiddings({ status: numberOf(values.status) ?? 0, ...page }),
  });
  return (
    <>
      <StatusTabs labels={BIDDING_STATUS_LABEL} />
      <Table<BiddingItem>
        rowKey="id"
        {...tableProps}
        columns={[
          linkColumn(t.biddings.biddingNo, 'biddingNo', (_, r) => detailHref(r.id)),
          { title: t.biddings.name, dataIndex: 'title' },
          { title: t.biddings.lineCount, dataIndex: 'lineCount', align: 'right' },
          { title: t.biddings.quoteCount, dataIndex: 'quoteCount', align: 'right' },
          { title: t.biddings.area, dataIndex: 'areaName' },
          fenColumn(t.biddings.budget, 'budgetFen'),
          timeColumn(t.biddings.deadline, 'deadline'),
          statusColumn(t.biddings.status),
          { title: t.biddings.orderNo, dataIndex: 'orderNo', render: (v: string | null) => v ?? '—' },
          {
            title: t.common.actions,
            render: (_, r) => (
              <Link to={detailHref(r.id)}>{r.status === 1 ? t.biddings.enterQuote : t.common.detail}</Link>
            ),
          },
        ]}
      />
    </>
  );
}
