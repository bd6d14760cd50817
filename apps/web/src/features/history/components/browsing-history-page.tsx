import { Button, Checkbox, Empty, Popconfirm, Radio, Spin, Tag } from 'antd';
import { CloseOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import dayjs from '@/lib/dayjs';
import { DATE_RANGE_LABEL, type BrowsingHistoryBody, type DateRangeCode } from '@mall/shared';
import { useAction } from '@mall/client-kit';
import { Price } from '@/components/price';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';
import { centreCopy } from '@/locales/zh-CN-centre';
import { addToCart, deleteBrowsingHistory, historyKeys, useBrowsingHistory } from '../api/history-api';
import { useSelectableList } from '@/lib/id-selection';
import { useRefreshingAction } from '@/lib/use-refreshing-action';
import { CentrePager } from '@/components/centre-pager';
import '../history.css';
import { CentrePanel } from '@/components/centre-panel';

const PAGE_SIZE = 40;
const h = centreCopy.browsing;
const RANGES = Object.keys(DATE_RANGE_LABEL) as DateRangeCode[];

function dayLabel(date: string): string {
  const today = dayjs().format('YYYY-MM-DD');
  if (date === today) return h.today;
  if (date === dayjs().subtract(1, 'day').format('YYYY-MM-DD')) return h.yesterday;
  return date;
}

function readFilters(search: URLSearchParams): { dateRange?: DateRangeCode } & BrowsingHistoryBody {
  const range = search.get('dateRange');
  return { dateRange: RANGES.includes(range as DateRangeCode) ? (range as DateRangeCode) : undefined };
}

/** /browsing-history: viewed products grouped by day, date-range filter, delete and add to cart. */
export function BrowsingHistoryPage() {
  const { selected, allProps, oneProps, update, body, pagerProps, changed } = useSelectableList(
    readFilters,
    PAGE_SIZE,
    historyKeys.all,
  );
  const { data, isLoading } = useBrowsingHistory(body);

  const items = data?.days.flatMap((d) => d.items) ?? [];
  const rangeLabel = body.dateRange ? DATE_RANGE_LABEL[body.dateRange] : '';
  const removing = useRefreshingAction(deleteBrowsingHistory, ({ deleted }) => h.deleted(deleted), changed);
  const remove = removing.run;
  // A refusal (起订量, 库存 …) was shown by the request layer.
  const adding = useAction((item: { skuId: number; moq: number }) => addToCart(item.skuId, item.moq), {
    onSuccess: () => toast.success(h.added),
  });

  return (
    <CentrePanel headingId="history-title" title={h.title} extra={h.total(data?.total ?? 0)}>
      <div className="mall-centre-toolbar">
        <Radio.Group
          optionType="button"
          buttonStyle="solid"
          value={body.dateRange ?? ''}
          onChange={(e) => update({ dateRange: (e.target.value as string) || undefined, pageNum: undefined })}
          options={[
            { value: '', label: h.all },
            ...RANGES.map((r) => ({ value: r, label: DATE_RANGE_LABEL[r] })),
          ]}
        />
        <span className="spacer" />
        <Checkbox {...allProps(items.map((i) => i.id))}>{h.selectAll}</Checkbox>
        <Popconfirm
          title={h.deleteConfirm(selected.length)}
          disabled={!selected.length}
          okText={h.deleteOne}
          cancelText={centreCopy.centre.security.cancel}
          onConfirm={() => remove({ ids: selected })}
        >
          <Button size="small" onClick={() => !selected.length && toast.warning(h.nothingSelected)}>
            {h.deleteSelected}
          </Button>
        </Popconfirm>
        {body.dateRange ? (
          <Popconfirm
            title={h.deleteRangeConfirm(rangeLabel)}
            okText={h.deleteOne}
            cancelText={centreCopy.centre.security.cancel}
            onConfirm={() => remove({ dateRange: body.dateRange })}
          >
            <Button size="small" danger disabled={!items.length}>
              {h.deleteRange(rangeLabel)}
            </Button>
          </Popconfirm>
        ) : (
          <Popconfirm
            title={h.clearConfirm}
            okText={h.deleteOne}
            cancelText={centreCopy.centre.security.cancel}
            onConfirm={() => remove({ all: 1 })}
          >
            <Button size="small" danger disabled={!items.length}>
              {h.clearAll}
            </Button>
          </Popconfirm>
        )}
      </div>
      <Spin spinning={isLoading}>
        {!isLoading && items.length === 0 ? (
          <Empty description={body.dateRange ? h.emptyRange : h.empty} style={{ padding: '48px 0' }}>
            <Link to={paths.home.getHref()}>
              <Button type="primary">{h.goShopping}</Button>
            </Link>
          </Empty>
        ) : (
          data?.days.map((day) => (
            <div key={day.date} className="mall-history-day" role="group" aria-label={day.date}>
              <h3>
                {dayLabel(day.date)}
                {dayLabel(day.date) !== day.date && <small>{day.date}</small>}
              </h3>
              <div className="mall-history-grid">
                {day.items.map((item) => (
                  <div key={item.id} className={`mall-history-card${item.onShelf ? '' : ' off'}`}>
                    <div className="bar">
                      <Checkbox aria-label={h.select(item.title)} {...oneProps(item.id)} />
                      <Popconfirm
                        title={h.deleteConfirm(1)}
                        okText={h.deleteOne}
                        cancelText={centreCopy.centre.security.cancel}
                        onConfirm={() => remove({ ids: [item.id] })}
                      >
                        <Button
                          className="remove"
                          type="text"
                          size="small"
                          icon={<CloseOutlined />}
                          aria-label={`${h.deleteOne} ${item.title}`}
                        />
                      </Popconfirm>
                    </div>
                    <Link to={paths.goods.getHref(item.skuId)}>
                      <img src={item.image} alt={item.title} loading="lazy" />
                    </Link>
                    <Link
                      to={paths.goods.getHref(item.skuId)}
                      className="title mall-ellipsis-2"
                      title={item.title}
                    >
                      {item.title}
                    </Link>
                    <div className="meta mall-ellipsis">
                      {h.brand}
                      {item.brandName} {h.model}
                      {item.modelNo}
                    </div>
                    <div className="foot">
                      <Price value={item.price} />
                      {item.onShelf ? (
                        <Button
                          size="small"
                          type="primary"
                          ghost
                          icon={<ShoppingCartOutlined />}
                          loading={adding.pendingArg?.skuId === item.skuId}
                          onClick={() => void adding.run(item)}
                          aria-label={`${h.addToCart} ${item.title}`}
                        >
                          {h.addToCart}
                        </Button>
                      ) : (
                        <Tag>{h.offShelf}</Tag>
                      )}
                    </div>
                  </div>
                ))}
              </div>
            </div>
          ))
        )}
      </Spin>
      <CentrePager {...pagerProps(data?.total)} />
    </CentrePanel>
  );
}
