import { Alert, DatePicker, Form, Input, Select, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { Link } from 'react-router';
import { MATCH_STATUSES, type MatchLine, type MatchStatus } from '@mall/shared';
import { FilterForm, numberOf, useListPage, type UrlValues } from '@mall/client-kit';
import { ListTable } from '@/components/list-table';
import { Money } from '@/components/money';
import { paths } from '@/config/paths';
import { formatTime } from '@/lib/dates';
import { useCan } from '@/lib/operator-store';
import { t } from '@/locales/zh-CN';
import { useMatchList } from '../api/fulfilment';

const c = t.fulfilment;

/** Each status in the colour of what finance must do: nothing (green), wait (blue), look (orange, red). */
const MATCH_STATUS_COLOR: Record<MatchStatus, string> = {
  匹配: 'green',
  待收货: 'blue',
  待开票: 'gold',
  数量不符: 'orange',
  金额不符: 'volcano',
  超额开票: 'red',
};

const KEYS = ['month', 'status', 'orderNo', 'companyId'] as const;
type FormValues = { month?: Dayjs; status?: string; orderNo?: string; companyId?: string };

const toForm = (values: UrlValues): Partial<FormValues> => ({
  ...values,
  month: values.month ? dayjs(`${values.month}-01`) : undefined,
});
const fromForm = ({ month, ...rest }: FormValues): UrlValues => ({
  ...Object.fromEntries(
    Object.entries(rest).map(([k, v]) => [k, (v as string | undefined)?.trim() || undefined]),
  ),
  month: month ? month.format('YYYY-MM') : undefined,
});

/** Pieces and 分 side by side: "3 把 · ¥36.00". */
function Amount({
  quantity,
  fen,
  unit,
  signed,
}: {
  quantity: number;
  fen: number;
  unit: string;
  signed?: boolean;
}) {
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      {signed ? c.signedPieces(quantity, unit) : c.pieces(quantity, unit)}
      <Typography.Text type="secondary"> · </Typography.Text>
      {fen > 0 ? (signed ? '+' : '') : fen < 0 ? '-' : ''}
      <Money fen={Math.abs(fen)} />
    </span>
  );
}

/**
 * 三单匹配 (console, finance): every company's order lines with ordered, received (accepted) and invoiced
 * pieces and amounts, the status and its difference; filters by month, status, order number and company.
 */
export function MatchBoard() {
  const can = useCan();
  const { filterProps, tableProps } = useListPage<MatchLine, FormValues>({
    keys: KEYS,
    useList: (values, page) =>
      useMatchList({
        month: values.month,
        status: values.status as MatchStatus | undefined,
        orderNo: values.orderNo,
        companyId: numberOf(values.companyId),
        ...page,
      }),
    toForm,
    fromForm,
  });
  return (
    <>
      <Alert type="info" showIcon style={{ marginBottom: 16 }} title={c.matchIntro} />
      <FilterForm<FormValues> {...filterProps}>
        <Form.Item name="month" label={c.month}>
          <DatePicker picker="month" placeholder={c.monthPlaceholder} />
        </Form.Item>
        <Form.Item name="status" label={c.status}>
          <Select
            allowClear
            style={{ width: 130 }}
            placeholder={t.common.all}
            options={MATCH_STATUSES.map((s) => ({ value: s, label: s }))}
          />
        </Form.Item>
        <Form.Item name="orderNo" label={c.orderNo}>
          <Input allowClear style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="companyId" label={c.companyId}>
          <Input allowClear style={{ width: 100 }} inputMode="numeric" />
        </Form.Item>
      </FilterForm>
      <ListTable<MatchLine>
        rowKey="orderLineId"
        {...tableProps}
        columns={[
          {
            title: c.company,
            dataIndex: 'companyId',
            render: (id: number) =>
              can('buyers') ? <Link to={paths.companyDetail.getHref(id)}>{id}</Link> : id,
          },
          {
            title: `${c.orderNo} / ${c.orderedAt}`,
            dataIndex: 'orderNo',
            render: (no: string, r) => (
              <>
                <div>{can('orders') ? <Link to={paths.orderDetail.getHref(no)}>{no}</Link> : no}</div>
                <Typography.Text type="secondary">{formatTime(r.orderedAt)}</Typography.Text>
              </>
            ),
          },
          {
            title: `${c.title} / ${c.price}`,
            dataIndex: 'title',
            render: (title: string, r) => (
              <>
                <Typography.Text ellipsis={{ tooltip: title }} style={{ maxWidth: 240, display: 'block' }}>
                  {title}
                </Typography.Text>
                <Typography.Text type="secondary">
                  <Money fen={r.priceFen} />
                </Typography.Text>
              </>
            ),
          },
          {
            title: c.orderedCol,
            align: 'right',
            render: (_, r) => <Amount quantity={r.orderedQuantity} fen={r.orderedFen} unit={r.unit} />,
          },
          {
            title: c.receivedCol,
            align: 'right',
            render: (_, r) => <Amount quantity={r.receivedQuantity} fen={r.receivedFen} unit={r.unit} />,
          },
          {
            title: c.invoicedCol,
            align: 'right',
            render: (_, r) => <Amount quantity={r.invoicedQuantity} fen={r.invoicedFen} unit={r.unit} />,
          },
          {
            title: c.status,
            dataIndex: 'status',
            // The status and its difference stay in sight when the columns scroll sideways.
            fixed: 'right',
            render: (s: MatchStatus) => <Tag color={MATCH_STATUS_COLOR[s]}>{s}</Tag>,
          },
          {
            title: c.diff,
            align: 'right',
            fixed: 'right',
            render: (_, r) =>
              r.diffQuantity === 0 && r.diffFen === 0 ? (
                '—'
              ) : (
                <Typography.Text type={r.status === '匹配' ? undefined : 'danger'}>
                  <Amount quantity={r.diffQuantity} fen={r.diffFen} unit={r.unit} signed />
                </Typography.Text>
              ),
          },
        ]}
      />
    </>
  );
}
