import { Button, Empty, Popconfirm, Table, Tabs, Tag, type TableColumnsType } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import dayjs from '@/lib/dayjs';
import { useAction } from '@mall/client-kit';
import {
  STOCK_ALERT_MSG,
  STOCK_ALERT_STATE_LABEL,
  type StockAlertItem,
  type StockAlertListBody,
} from '@mall/shared';
import { Price } from '@/components/price';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';
import { t } from '@/locales/zh-CN';
import { cancelStockAlert, stockAlertKeys, useStockAlertList } from '../api/stock-alert-api';
import { useSearchPatch, pageNumOf } from '@/lib/search-patch';
import '../stock-alert.css';
import { CentrePanel } from '@/components/centre-panel';

const PAGE_SIZE = 10;
const s = t.stockAlert;
const STATE_COLOR: Record<number, string> = { 1: 'processing', 2: 'success', 3: 'default' };
const STATES = Object.keys(STOCK_ALERT_STATE_LABEL).map(Number) as (1 | 2 | 3)[];
const time = (iso: string | null) => (iso ? dayjs(iso).format('YYYY-MM-DD HH:mm') : '—');

/** URL → list body: ?state= (1 等待到货, 2 已通知, 3 已取消), ?pageNum=. */
function readBody(search: URLSearchParams): StockAlertListBody & { pageNum: number } {
  const state = Number(search.get('state'));
  return {
    state: STATES.includes(state as 1) ? (state as 1 | 2 | 3) : undefined,
    pageNum: pageNumOf(search),
    pageSize: PAGE_SIZE,
  };
}

/** /stock-alerts: the buyer's back-in-stock alerts by state, with 取消提醒 on the waiting ones. */
export function StockAlertList() {
  const [search, update] = useSearchPatch();
  const body = readBody(search);
  const { data, isLoading } = useStockAlertList(body);
  const client = useQueryClient();
  const cancel = useAction((id: number) => cancelStockAlert(id), {
    onSuccess: async () => {
      toast.success(STOCK_ALERT_MSG.CANCELLED);
      await client.invalidateQueries({ queryKey: stockAlertKeys.all });
    },
  });

  const columns: TableColumnsType<StockAlertItem> = [
    {
      title: s.product,
      key: 'product',
      render: (_, item) => (
        <div className="mall-stock-alert-product">
          <Link to={paths.goods.getHref(item.skuId)}>
            <img src={item.image} alt="" width={64} height={64} loading="lazy" />
          </Link>
          <div>
            <Link to={paths.goods.getHref(item.skuId)} className="name">
              {item.title}
            </Link>
            <div className="sub">
              {item.spec ? `${item.spec} · ` : ''}
              {s.code(item.code)}
            </div>
          </div>
        </div>
      ),
    },
    { title: s.area, dataIndex: 'areaName', width: 90 },
    {
      title: s.price,
      key: 'price',
      width: 110,
      render: (_, item) => (
        <>
          <Price value={item.price} />
          <span className="mall-stock-alert-unit">/{item.unit}</span>
        </>
      ),
    },
    {
      title: s.state,
      key: 'state',
      width: 110,
      render: (_, item) => (
        <div data-testid="stock-alert-state">
          <Tag color={STATE_COLOR[item.state]}>{item.stateLabel}</Tag>
          {item.state !== 3 && (
            <div className={item.available ? 'mall-stock-alert-now in' : 'mall-stock-alert-now'}>
              {item.available ? s.nowAvailable : s.stillOut}
            </div>
          )}
        </div>
      ),
    },
    {
      title: s.subscribedAt,
      key: 'createdAt',
      width: 140,
      render: (_, item) => time(item.createdAt),
    },
    {
      title: s.notifiedAt,
      key: 'notifiedAt',
      width: 140,
      render: (_, item) => time(item.notifiedAt),
    },
    {
      title: s.actions,
      key: 'actions',
      width: 110,
      render: (_, item) => (
        <div className="mall-stock-alert-actions">
          {item.available ? (
            <Link to={paths.goods.getHref(item.skuId)}>{s.buy}</Link>
          ) : (
            <Link to={paths.goods.getHref(item.skuId)}>{s.view}</Link>
          )}
          {item.state === 1 && (
            <Popconfirm
              title={s.cancelConfirm}
              okText={s.cancelOk}
              cancelText={s.keep}
              onConfirm={() => cancel.run(item.id)}
            >
              <Button type="link" size="small" loading={cancel.isPending}>
                {s.cancel}
              </Button>
            </Popconfirm>
          )}
        </div>
      ),
    },
  ];

  return (
    <CentrePanel headingId="stock-alerts-title" title={s.title} className="mall-stock-alerts">
      <p className="mall-stock-alert-intro">{s.intro}</p>
      <Tabs
        activeKey={String(body.state ?? '')}
        onChange={(key) => update({ state: key || undefined, pageNum: undefined })}
        items={[
          { key: '', label: s.all },
          ...STATES.map((state) => ({ key: String(state), label: STOCK_ALERT_STATE_LABEL[state] })),
        ]}
      />
      <Table<StockAlertItem>
        rowKey="id"
        columns={columns}
        dataSource={data?.list ?? []}
        loading={isLoading}
        locale={{ emptyText: <Empty description={s.empty} /> }}
        pagination={{
          current: body.pageNum,
          pageSize: PAGE_SIZE,
          total: data?.total ?? 0,
          hideOnSinglePage: true,
          showSizeChanger: false,
          onChange: (page) => update({ pageNum: String(page) }),
        }}
      />
    </CentrePanel>
  );
}
