import { Link } from 'react-router';
import { Segmented, Table } from 'antd';
import { BIDDING_STATUS_LABEL, type BiddingItem } from '@mall/shared';
import { Money } from '@/components/money';
import { StatusTag } from '@/components/status-tag';
import { formatTime } from '@/lib/dates';
import { urlPagination } from '@mall/client-kit';
import { numberOf, useUrlState } from '@mall/client-kit';
import { t } from '@/locales/zh-CN';
import { useBiddings } from '../api/biddings';

const KEYS = ['status'] as const;
const tabs = [
  { value: '', label: t.common.all },
  ...Object.entries(BIDDING_STATUS_LABEL).map(([value, label]) => ({ value, label })),
];

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
      <Segmented
        style={{ marginBottom: 16 }}
        value={values.status ?? ''}
        options={tabs}
        onChange={(v) => set({ status: String(v) || undefined })}
      />
      <Table<BiddingItem>
        rowKey="id"
        loading={list.isFetching}
        dataSource={list.data?.list ?? []}
        pagination={urlPagination(page, Math.min(size, 50), list.data?.total, set)}
        columns={[
          {
            title: t.biddings.biddingNo,
            dataIndex: 'biddingNo',
            render: (v: string, r) => <Link to={detailHref(r.id)}>{v}</Link>,
          },
          { title: t.biddings.name, dataIndex: 'title' },
          { title: t.biddings.lineCount, dataIndex: 'lineCount', align: 'right' },
          { title: t.biddings.quoteCount, dataIndex: 'quoteCount', align: 'right' },
          { title: t.biddings.area, dataIndex: 'areaName' },
          {
            title: t.biddings.budget,
            dataIndex: 'budgetFen',
            align: 'right',
            render: (v: number | null) => <Money fen={v} />,
          },
          { title: t.biddings.deadline, dataIndex: 'deadline', render: formatTime },
          {
            title: t.biddings.status,
            dataIndex: 'statusLabel',
            render: (v: string) => <StatusTag label={v} />,
          },
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
