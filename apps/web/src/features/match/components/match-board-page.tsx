import { useState } from 'react';
import { Button, DatePicker, Input, Result, Select, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import {
  MATCH_STATUSES,
  fenToYuan,
  formatPrice,
  type MatchLine,
  type MatchListQuery,
  type MatchStatus,
} from '@mall/shared';
import { Price } from '@/components/price';
import dayjs from '@/lib/dayjs';
import { RequestError } from '@/lib/request';
import { matchCopy as c } from '@/locales/zh-CN-match';
import { useListSearch } from '@/lib/search-patch';
import { exportMatchBoard, useMatchBoard } from '../api/match-board';
import '../match.css';

const PAGE_SIZE = 20;

/** Each status's colour: green when it all agrees, blue / gold while waiting, red when something is wrong. */
const STATUS_COLOR: Record<MatchStatus, string> = {
  匹配: 'green',
  待收货: 'blue',
  待开票: 'gold',
  数量不符: 'orange',
  金额不符: 'red',
  超额开票: 'magenta',
};

/** The URL's filters (what a link reproduces): month, status, order number, statement number, page. */
export function readFilters(search: URLSearchParams): MatchListQuery {
  const status = search.get('status');
  const pageNum = Number(search.get('pageNum'));
  return {
    month: search.get('month') || undefined,
    status: (MATCH_STATUSES as readonly string[]).includes(status ?? '')
      ? (status as MatchStatus)
      : undefined,
    orderNo: search.get('orderNo') || undefined,
    statementNo: search.get('statementNo') || undefined,
    pageNum: Number.isInteger(pageNum) && pageNum > 0 ? pageNum : 1,
    pageSize: PAGE_SIZE,
  };
}

/** A signed amount in 分 as the shop writes money: "-¥10.00", "+¥2.50", "¥0.00". */
export function signedMoney(fen: number): string {
  const sign = fen < 0 ? '-' : fen > 0 ? '+' : '';
  return `${sign}¥${formatPrice(fenToYuan(Math.abs(fen)))}`;
}

/** The difference the status names, in pieces and ¥ (nothing when it all agrees). */
function Difference({ line }: { line: MatchLine }) {
  if (line.diffQuantity === 0 && line.diffFen === 0)
    return <span className="mall-match-none">{c.noDiff}</span>;
  const pieces = `${line.diffQuantity > 0 ? '+' : ''}${c.quantity(line.diffQuantity, line.unit)}`;
  return (
    <span className="mall-match-diff">
      {line.diffQuantity !== 0 && <span>{pieces}</span>}
      <span>{signedMoney(line.diffFen)}</span>
    </span>
  );
}

/** A quantity with its amount below it. */
const amount = (quantity: number, fen: number, unit: string) => (
  <div className="mall-match-amount">
    <span>{c.quantity(quantity, unit)}</span>
    <Price value={fenToYuan(fen)} />
  </div>
);

const COLUMNS: ColumnsType<MatchLine> = [
  { title: c.columns.orderNo, dataIndex: 'orderNo', width: 150 },
  {
    title: c.columns.orderedAt,
    dataIndex: 'orderedAt',
    width: 130,
    render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm'),
  },
  // No ellipsis (its fixed layout left the product no width at 1440 px): the product takes what the others leave.
  { title: c.columns.title, dataIndex: 'title' },
  {
    title: c.columns.price,
    dataIndex: 'priceFen',
    width: 80,
    render: (v: number) => <Price value={fenToYuan(v)} />,
  },
  {
    title: c.columns.ordered,
    key: 'ordered',
    width: 80,
    render: (_, l) => amount(l.orderedQuantity, l.orderedFen, l.unit),
  },
  {
    title: c.columns.received,
    key: 'received',
    width: 80,
    render: (_, l) => amount(l.receivedQuantity, l.receivedFen, l.unit),
  },
  {
    title: c.columns.invoiced,
    key: 'invoiced',
    width: 80,
    render: (_, l) => amount(l.invoicedQuantity, l.invoicedFen, l.unit),
  },
  {
    title: c.columns.status,
    dataIndex: 'status',
    width: 80,
    render: (s: MatchStatus) => <Tag color={STATUS_COLOR[s]}>{s}</Tag>,
  },
  { title: c.columns.diff, key: 'diff', width: 100, render: (_, l) => <Difference line={l} /> },
];

/**
 * 三单匹配 for the company's 财务 and 管理员 (/company/credit?view=match): per order line, ordered, accepted at receipt and
 * invoiced, a coloured status with the difference; filters and page in the URL; 导出 Excel of the filtered
 * board. Another member sees the server's refusal.
 */
export function MatchBoardPage() {
  const [search, go] = useListSearch();
  const filters = readFilters(search);
  const board = useMatchBoard(filters);
  const [orderNo, setOrderNo] = useState(filters.orderNo ?? '');
  const [statementNo, setStatementNo] = useState(filters.statementNo ?? '');
  const find = () => go({ orderNo: orderNo.trim(), statementNo: statementNo.trim() });
  const [exporting, setExporting] = useState(false);

  const download = async () => {
    setExporting(true);
    await exportMatchBoard(filters, c.exportName(filters.month));
    setExporting(false);
  };

  if (board.error) {
    const refused = board.error instanceof RequestError && board.error.status === 403;
    return (
      <div className="mall-centre-panel">
        <Result
          status={refused ? '403' : 'warning'}
          title={refused ? board.error.message : c.loadFailed}
          extra={refused ? null : <Button onClick={() => void board.refetch()}>{c.retry}</Button>}
        />
      </div>
    );
  }
  return (
    <div className="mall-centre-panel mall-match">
      <h2 className="mall-match-title">{c.title}</h2>
      <p className="mall-match-hint">{c.hint}</p>
      <Space className="mall-match-filters" wrap>
        <DatePicker
          picker="month"
          aria-label={c.month}
          placeholder={c.monthPlaceholder}
          value={filters.month ? dayjs(`${filters.month}-01`) : null}
          onChange={(d) => go({ month: d ? d.format('YYYY-MM') : undefined })}
        />
        <Select
          aria-label={c.status}
          className="mall-match-status"
          value={filters.status ?? ''}
          options={[
            { value: '', label: c.allStatuses },
            ...MATCH_STATUSES.map((s) => ({ value: s, label: s })),
          ]}
          onChange={(v: string) => go({ status: v || undefined })}
        />
        {(
          [
            [c.orderNo, c.orderNoPlaceholder, orderNo, setOrderNo],
            [c.statementNo, c.statementNoPlaceholder, statementNo, setStatementNo],
          ] as const
        ).map(([label, placeholder, value, set]) => (
          <Input
            key={label}
            aria-label={label}
            className="mall-match-order"
            placeholder={placeholder}
            allowClear
            value={value}
            onChange={(e) => set(e.target.value)}
            onPressEnter={find}
          />
        ))}
        <Button type="primary" onClick={find}>
          {c.search}
        </Button>
        <Button
          onClick={() => {
            setOrderNo('');
            setStatementNo('');
            go({
              month: undefined,
              status: undefined,
              orderNo: undefined,
              statementNo: undefined,
              pageNum: undefined,
            });
          }}
        >
          {c.reset}
        </Button>
        <Button loading={exporting} onClick={() => void download()}>
          {c.export}
        </Button>
      </Space>
      <Table<MatchLine>
        rowKey="orderLineId"
        size="small"
        columns={COLUMNS}
        dataSource={board.data?.list ?? []}
        loading={board.isFetching}
        locale={{ emptyText: c.empty }}
        pagination={{
          current: filters.pageNum,
          pageSize: PAGE_SIZE,
          total: board.data?.total ?? 0,
          showSizeChanger: false,
          showTotal: c.total,
          onChange: (pageNum) => go({ pageNum }),
        }}
      />
    </div>
  );
}
