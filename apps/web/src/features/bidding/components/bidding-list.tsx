import { useState } from 'react';
import { Button, Empty, Modal, Pagination, Spin, Tabs, Tag } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { fenToYuan, type BiddingItem } from '@mall/shared';
import { paths } from '@/config/paths';
import { biddingCopy } from '@/locales/zh-CN-bidding';
import { toast } from '@/lib/toast';
import { TableHead } from '@/components/table-head';
import { biddingKeys, cancelBidding, listBiddings } from '../api/bidding-api';

const c = biddingCopy.bidding;
const STATUS_COLOR: Record<number, string> = {
  1: 'processing',
  2: 'default',
  3: 'success',
  4: 'default',
  5: 'warning',
};
export const fmtTime = (iso: string) => {
  const d = new Date(iso);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`;
};
export const StatusTag = ({ item }: { item: Pick<BiddingItem, 'status' | 'statusLabel'> }) => (
  <Tag color={STATUS_COLOR[item.status]}>{item.statusLabel}</Tag>
);

/** 我的竞价: requests by status (全部 / 进行中 / 已截止 / 已选标 / 已取消), paged. */
export function BiddingList() {
  const [status, setStatus] = useState(0);
  const [pageNum, setPageNum] = useState(1);
  const body = { status, pageNum, pageSize: 10 };
  const query = useQuery({ queryKey: biddingKeys.list(body), queryFn: () => listBiddings(body) });
  const client = useQueryClient();

  const cancel = (item: BiddingItem) =>
    Modal.confirm({
      title: c.cancel,
      content: c.cancelConfirm,
      onOk: async () => {
        await cancelBidding(item.id);
        toast.success(c.cancelled);
        await client.invalidateQueries({ queryKey: biddingKeys.all });
      },
    });

  return (
    <div className="mall-bidding-panel">
      <Tabs
        activeKey={String(status)}
        onChange={(k) => {
          setStatus(Number(k));
          setPageNum(1);
        }}
        items={[0, 1, 2, 3, 4].map((s) => ({ key: String(s), label: s ? c.status[s] : c.all }))}
      />
      {query.isPending ? (
        <Spin />
      ) : !query.data?.list.length ? (
        <Empty description={c.empty} />
      ) : (
        <>
          <table className="mall-bidding-table">
            <TableHead
              titles={[
                c.title,
                c.lineCount,
                c.quoteCount,
                c.budgetLabel,
                c.deadline,
                c.statusHead,
                c.actions,
              ]}
            />
            <tbody>
              {query.data.list.map((item) => (
                <tr key={item.id} data-testid="bidding-row">
                  <td>
                    <Link to={paths.biddingDetail.getHref(item.id)} className="name">
                      {item.title}
                    </Link>
                    <div className="sub">
                      {c.biddingNo} {item.biddingNo} · {item.areaName}
                    </div>
                  </td>
                  <td>{item.lineCount}</td>
                  <td>{item.quoteCount}</td>
                  <td>{item.budgetFen === null ? c.budgetNone : `¥${fenToYuan(item.budgetFen)}`}</td>
                  <td>{fmtTime(item.deadline)}</td>
                  <td>
                    <StatusTag item={item} />
                  </td>
                  <td>
                    <Link to={paths.biddingDetail.getHref(item.id)}>{c.view}</Link>
                    {(item.status === 1 || item.status === 2) && (
                      <Button type="link" size="small" onClick={() => cancel(item)}>
                        {c.cancel}
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pagination
            className="mall-bidding-pager"
            current={pageNum}
            total={query.data.total}
            pageSize={10}
            onChange={setPageNum}
            hideOnSinglePage
          />
        </>
      )}
    </div>
  );
}
