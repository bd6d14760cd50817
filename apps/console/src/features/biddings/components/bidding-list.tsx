import { Link } from 'react-router';
import { Table } from 'antd';
import { BIDDING_STATUS_LABEL, type BiddingItem } from '@mall/shared';
import { fenColumn, linkColumn, statusColumn, timeColumn } from '@/components/columns';
import { urlPagination } from '@mall/client-kit';
import { numberOf, useUrlState } from '@mall/client-kit';
import { StatusTabs } from '@/components/status-tabs';
import { t } from '@/locales/zh-CN';
import { useBiddings } from '../api/biddings';

const KEYS = ['status'] as const;

/** Bidding requests of every buyer by status; open ones take quotes. */
export function BiddingList({ detailHref }: { detailHref: (id: number) => string }) {
  const { values, set, page, size } = useUrlState(KEYS);
  const list = useBiddings({
    status: numberOf(values.status) ?? 0,
    pageNum: page,
    pageSize: Math.min(size, 50),
  });
  return (
    <>
      <StatusTabs
        labels={BIDDING_STATUS_LABEL}
        value={values.status}
        onChange={(status) => set({ status })}
      />
      <Table<BiddingItem>
        rowKey="id"
        loading={list.isFetching}
        dataSource={list.data?.list ?? []}
        pagination={urlPagination(page, Math.min(size, 50), list.data?.total, set)}
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
