import { useState } from 'react';
import { Button, Empty, Input, Pagination, Segmented, Select, Tabs, Tag } from 'antd';
import { Link } from 'react-router';
import dayjs from '@/lib/dayjs';
import {
  DATE_RANGE_LABEL,
  ORDER_STATUS,
  ORDER_STATUS_LABEL,
  type OrderCounts,
  type OrderListBody,
  type OrderListItem,
  type OrderView,
} from '@mall/shared';
import { Price } from '@/components/price';
import { paths } from '@/config/paths';
import { tradeCopy } from '@/locales/zh-CN-trade';
import { useOrderCounts, useOrderList } from '../api/order-api';
import { OrderActions } from './order-actions';
import { LoadState } from '@/components/load-state';
import '../order.css';
import { SellerName } from '@/components/plain';
import { pageNumOf, useListSearch } from '@/lib/search-patch';
import { LineImage } from '@/components/line-image';

const STATUS_TABS = [
  ORDER_STATUS.ALL,
  ORDER_STATUS.PENDING_ACCEPTANCE,
  ORDER_STATUS.PENDING_SHIPMENT,
  ORDER_STATUS.PENDING_RECEIPT,
  ORDER_STATUS.COMPLETED,
  ORDER_STATUS.CANCELLED,
] as const;
const COUNT_KEY: Record<number, keyof OrderCounts> = {
  [-1]: 'all',
  1: 'pendingAcceptance',
  2: 'pendingShipment',
  4: 'pendingReceipt',
  5: 'completed',
  7: 'cancelled',
};
const PAGE_SIZE = 10;

/**
 * URL → list body. `type` is the status tab; `view=toSettle` (or the quick panel's `payStatus=unpaid`) is
 * 待结算; the filters and the page are kept in the URL too, so a link reproduces the view.
 */
function readFilters(search: URLSearchParams, companyScope: boolean): OrderListBody {
  const type = Number(search.get('type') ?? -1);
  const rawView = search.get('view');
  const view: OrderView | undefined =
    rawView === 'toSettle' || rawView === 'toInvoice'
      ? rawView
      : search.get('payStatus') === 'unpaid'
        ? 'toSettle'
        : undefined;
  const dateRange = search.get('dateRange');
  return {
    type: (STATUS_TABS as readonly number[]).includes(type) ? type : -1,
    view,
    orderNo: search.get('orderNo') || undefined,
    productName: search.get('productName') || undefined,
    dateRange: dateRange === '01' || dateRange === '02' || dateRange === '03' ? dateRange : undefined,
    poNumber: search.get('poNumber') || undefined,
    scope: companyScope && search.get('scope') === 'company' ? 'company' : 'mine',
    pageNum: pageNumOf(search),
    pageSize: PAGE_SIZE,
  };
}

type Props = {
  /**
   * Company buyers (the route asks the company feature): `member` adds the 采购单号 filter; `companyScope`
   * (管理员, 财务, department heads) adds the 我的订单 / 企业订单 switch, kept in the URL as scope=company.
   */
  company?: { member: boolean; companyScope: boolean };
};

/** A text box of the order search: labelled, cleared with its ×, `width` px wide. */
const searchInput = (
  label: string,
  placeholder: string,
  value: string,
  onChange: (value: string) => void,
  width: number,
  maxLength?: number,
) => (
  <Input
    aria-label={label}
    placeholder={placeholder}
    value={value}
    onChange={(e) => onChange(e.target.value)}
    allowClear
    maxLength={maxLength}
    style={{ width }}
  />
);
/** /order/list?type=: status tabs, 待结算 view, filters, paging, order cards with their actions. */
export function OrderListPage({ company }: Props = {}) {
  const [search, go] = useListSearch();
  const filters = readFilters(search, company?.companyScope ?? false);
  const companyView = filters.scope === 'company';
  const list = useOrderList(filters);
  const counts = useOrderCounts();
  const [orderNo, setOrderNo] = useState(filters.orderNo ?? '');
  const [productName, setProductName] = useState(filters.productName ?? '');
  const [poNumber, setPoNumber] = useState(filters.poNumber ?? '');

  const activeKey = filters.view ?? String(filters.type);
  // The counts are of my own orders: the company view leaves them out.
  const count = (key: keyof OrderCounts) => (companyView ? undefined : counts.data?.[key]);
  const tabLabel = (label: string, n: number | undefined) => (
    <span>
      {label}
      {n ? <span className="mall-tab-count">{n}</span> : null}
    </span>
  );
  const tabs = [
    ...STATUS_TABS.map((code) => ({
      key: String(code),
      label: tabLabel(
        code === -1 ? tradeCopy.order.tabs.all! : ORDER_STATUS_LABEL[code],
        code === -1 ? undefined : count(COUNT_KEY[code]!),
      ),
    })),
    { key: 'toSettle', label: tabLabel(tradeCopy.order.tabs.toSettle!, count('toSettle')) },
  ];

  return (
    <div className="mall-container mall-trade-page mall-orders">
      <div className="mall-orders-title-row">
        <h1 className="mall-orders-title">
          {companyView ? tradeCopy.order.companyTitle : tradeCopy.order.title}
        </h1>
        {company?.companyScope && (
          <Segmented
            aria-label={tradeCopy.order.scope}
            value={filters.scope}
            onChange={(value) => go({ scope: value === 'company' ? 'company' : undefined })}
            options={[
              { value: 'mine', label: tradeCopy.order.scopeMine },
              { value: 'company', label: tradeCopy.order.scopeCompany },
            ]}
          />
        )}
      </div>
      <div className="mall-orders-panel">
        <Tabs
          activeKey={activeKey}
          items={tabs}
          onChange={(key) =>
            key === 'toSettle'
              ? go({ type: -1, view: 'toSettle', payStatus: undefined })
              : go({ type: key, view: undefined, payStatus: undefined })
          }
        />
        <form
          className="mall-orders-filters"
          role="search"
          aria-label={tradeCopy.order.search}
          onSubmit={(e) => {
            e.preventDefault();
            go({ orderNo: orderNo.trim(), productName: productName.trim(), poNumber: poNumber.trim() });
          }}
        >
          {searchInput(tradeCopy.order.orderNo, tradeCopy.order.orderNoPlaceholder, orderNo, setOrderNo, 220)}
          {searchInput(
            tradeCopy.order.productName,
            tradeCopy.order.productNamePlaceholder,
            productName,
            setProductName,
            220,
          )}
          {company?.member &&
            searchInput(
              tradeCopy.order.poNumber,
              tradeCopy.order.poNumberPlaceholder,
              poNumber,
              setPoNumber,
              180,
              40,
            )}
          <Select
            aria-label={tradeCopy.order.dateRange}
            value={filters.dateRange ?? ''}
            style={{ width: 130 }}
            onChange={(v: string) => go({ dateRange: v })}
            options={[
              { value: '', label: tradeCopy.order.dateAll },
              ...Object.entries(DATE_RANGE_LABEL).map(([value, label]) => ({ value, label })),
            ]}
          />
          <Button type="primary" htmlType="submit">
            {tradeCopy.order.search}
          </Button>
          <Button
            onClick={() => {
              setOrderNo('');
              setProductName('');
              setPoNumber('');
              go({ orderNo: undefined, productName: undefined, poNumber: undefined, dateRange: undefined });
            }}
          >
            {tradeCopy.order.reset}
          </Button>
        </form>
      </div>

      <div className="mall-orders-head">
        <span className="c-product">{tradeCopy.order.colProduct}</span>
        <span className="c-qty">{tradeCopy.order.colQuantity}</span>
        <span className="c-amount">{tradeCopy.order.colAmount}</span>
        <span className="c-status">{tradeCopy.order.colStatus}</span>
        <span className="c-action">{tradeCopy.order.colAction}</span>
      </div>

      {!list.data ? (
        <LoadState
          query={list}
          failed={tradeCopy.order.loadFailed}
          retry={tradeCopy.cart.retry}
          loadingClass="mall-orders-loading"
        />
      ) : list.data.list.length === 0 ? (
        <div className="mall-orders-empty">
          <Empty description={tradeCopy.order.empty}>
            <Link to={paths.home.getHref()}>
              <Button type="primary">{tradeCopy.cart.goShopping}</Button>
            </Link>
          </Empty>
        </div>
      ) : (
        <>
          <ul className="mall-order-cards" aria-label={tradeCopy.order.title}>
            {list.data.list.map((order) => (
              <OrderCard key={order.orderNo} order={order} />
            ))}
          </ul>
          <div className="mall-orders-paging">
            <Pagination
              current={list.data.pageNum}
              pageSize={PAGE_SIZE}
              total={list.data.total}
              showTotal={(n) => tradeCopy.order.paging(n)}
              showSizeChanger={false}
              onChange={(p) => go({ pageNum: p })}
            />
          </div>
        </>
      )}
    </div>
  );
}

function OrderCard({ order }: { order: OrderListItem }) {
  const more = order.lineCount - order.lines.length;
  return (
    <li className="mall-order-card" aria-label={`${tradeCopy.order.orderNo} ${order.orderNo}`}>
      <header>
        <span>
          {tradeCopy.order.placedAt}
          {dayjs(order.createdAt).format('YYYY-MM-DD HH:mm:ss')}
        </span>
        <span>
          {tradeCopy.order.orderNo}：
          <Link to={paths.orderDetail.getHref(order.orderNo)}>{order.orderNo}</Link>
        </span>
        <span className="mall-order-seller" data-testid="order-seller">
          <SellerName id={order.sellerId} name={order.sellerName} selfLabel="name" />
        </span>
        <span className="muted">{tradeCopy.order.lineCount(order.lineCount, order.itemCount)}</span>
        {order.buyerName && (
          <span>
            {tradeCopy.order.buyerLabel}
            {order.buyerName}
          </span>
        )}
        {order.poNumber && (
          <span>
            {tradeCopy.order.poNumberLabel}
            <strong>{order.poNumber}</strong>
          </span>
        )}
        {order.costCentre && (
          <span>
            {tradeCopy.order.costCentreLabel}
            {order.costCentre}
          </span>
        )}
      </header>
      <div className="body">
        <div className="lines">
          {order.lines.map((line) => (
            <div className="line" key={line.id}>
              <LineImage line={line} />
              <div className="text">
                <Link to={paths.goods.getHref(line.skuId)} className="name mall-ellipsis-2">
                  {line.title}
                </Link>
                <div className="meta">{line.specValues.join('；')}</div>
              </div>
              <div className="qty">
                ×{line.quantity}
                {line.unit}
              </div>
            </div>
          ))}
          {more > 0 && (
            <Link className="more" to={paths.orderDetail.getHref(order.orderNo)}>
              {tradeCopy.order.moreLines(more)}
            </Link>
          )}
        </div>
        <div className="amount">
          <Price value={order.payAmount} />
          <div className="muted">{order.payMethodLabel}</div>
        </div>
        <div className="status">
          <div className={`st st-${order.status}`}>{order.statusLabel}</div>
          <Tag color={order.payStatus === 2 ? 'green' : order.payStatus === 1 ? 'gold' : 'default'}>
            {order.payStatusLabel}
          </Tag>
          <Link to={paths.orderDetail.getHref(order.orderNo)}>{tradeCopy.order.detail}</Link>
        </div>
        <div className="actions">
          <OrderActions orderNo={order.orderNo} actions={order.actions} vertical />
        </div>
      </div>
    </li>
  );
}
