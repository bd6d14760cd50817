import { Link } from 'react-router';
import { Table, Tabs, Tag } from 'antd';
import type { PortalBiddingItem } from '@mall/shared';
import { Money } from '@/components/money';
import { PageCard } from '@/components/page-card';
import { formatTime } from '@/lib/dates';
import { useLocalList } from '@/lib/local-list';
import { t } from '@/locales/zh-CN';
import { useInvitedBiddings } from '../bidding-api';
import { portalPaths } from '../paths';

/** 受邀竞价: the requests the shop was invited to, by status, with its own quote. */
export default function PortalBiddingsRoute() {
  const { filters, page, filter, tableProps } = useLocalList({ status: 1 }, 10);
  const list = useInvitedBiddings(filters.status, page.pageNum);
  const b = t.bid;
  return (
    <PageCard title={b.listTitle}>
      <Tabs
        activeKey={String(filters.status)}
        onChange={(k) => filter({ status: Number(k) })}
        items={[1, 2, 3, 4, 0].map((k) => ({ key: String(k), label: b.tabs[k] }))}
      />
      <Table<PortalBiddingItem>
        rowKey="id"
        {...tableProps(list)}
        columns={[
          { title: b.biddingNo, dataIndex: 'biddingNo' },
          { title: b.title, dataIndex: 'title' },
          { title: b.lines, dataIndex: 'lineCount' },
          { title: b.area, dataIndex: 'areaName' },
          { title: b.deadline, dataIndex: 'deadline', render: (v: string) => formatTime(v) },
          { title: b.status, dataIndex: 'statusLabel', render: (v: string) => <Tag>{v}</Tag> },
          {
            title: b.myQuote,
            render: (_, r) =>
              r.myQuoteId === null ? (
                b.notQuoted
              ) : (
                <>
                  <Money fen={r.myTotalFen} />{' '}
                  {r.wonLines > 0 && <Tag color="green">{b.won(r.wonLines)}</Tag>}
                </>
              ),
          },
          {
            title: t.common.actions,
            render: (_, r) => (
              <Link to={`${portalPaths.biddingQuote.path}?id=${r.id}`}>
                {r.status === 1 ? b.quote : b.viewQuote}
              </Link>
            ),
          },
        ]}
      />
    </PageCard>
  );
}
