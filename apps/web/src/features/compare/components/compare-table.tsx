import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from 'antd';
import { CloseOutlined, PlusOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import { COMPARE_MAX, type CompareItem } from '@mall/shared';
import { Price } from '@/components/price';
import { paths } from '@/config/paths';
import { t } from '@/locales/zh-CN';
import { visibleRows, type CompareRow } from '../lib/align';
import { buildCompareRows } from '../lib/compare-rows';

type Props = {
  items: CompareItem[];
  highlight: boolean;
  onlyDiff: boolean;
  busySkuId: number | null;
  onRemove: (item: CompareItem) => void;
  onAddToCart: (item: CompareItem) => void;
};

/** The SKU's spec values under its name: two specs of one product are told apart at a glance. */
const specText = (item: CompareItem) => Object.values(item.spec).filter(Boolean).join(' / ');

/** What a cell shows: the price and stock rows say more than they compare. */
function cell(row: CompareRow, item: CompareItem, value: string | null): ReactNode {
  if (value === null) return <span className="is-empty">{t.compare.empty}</span>;
  if (row.key === 'price') {
    return (
      <>
        <Price value={item.price} />
        <span className="unit">{t.product.priceUnit(item.unit)}</span>
      </>
    );
  }
  if (row.key === 'stock') {
    return (
      <span className={item.available ? 'stock in' : 'stock out'}>
        {value}
        {item.inArea && item.stock > 0 ? <small>{t.compare.stockCount(item.stock, item.unit)}</small> : null}
      </span>
    );
  }
  return value;
}

/**
 * The compare table: a column per SKU (picture, name, price, 加入购物车, 移除), empty columns up to four
 * that lead back to the first product's category, then 基本信息 and 规格参数 row by row. Rows whose values
 * differ are marked (高亮不同项); 只看不同 leaves only those.
 */
export function CompareTable({ items, highlight, onlyDiff, busySkuId, onRemove, onAddToCart }: Props) {
  const { basic, attrs } = buildCompareRows(items);
  const free = COMPARE_MAX - items.length;
  const first = items[0];
  const groups = [
    { title: t.compare.basicGroup, rows: visibleRows(basic, onlyDiff) },
    { title: t.compare.attrGroup, rows: visibleRows(attrs, onlyDiff) },
  ];
  const span = COMPARE_MAX + 1;
  return (
    <table className={`mall-compare-table${highlight ? ' highlight' : ''}`} aria-label={t.compare.tableLabel}>
      <colgroup>
        <col className="label" />
        {Array.from({ length: COMPARE_MAX }, (_, i) => (
          <col key={i} />
        ))}
      </colgroup>
      <thead>
        <tr>
          <th className="mall-compare-corner" scope="col">
            {t.compare.count(items.length)}
          </th>
          {items.map((item) => (
            <th
              key={item.skuId}
              scope="col"
              className="mall-compare-col"
              aria-label={t.compare.columnLabel(item.title)}
            >
              <button
                type="button"
                className="remove"
                aria-label={t.compare.removeLabel(item.title)}
                onClick={() => onRemove(item)}
              >
                <CloseOutlined /> {t.compare.removeColumn}
              </button>
              <Link className="img" to={paths.goods.getHref(item.skuId)}>
                <img src={item.image} alt="" />
              </Link>
              <Link className="title mall-ellipsis-2" to={paths.goods.getHref(item.skuId)} title={item.title}>
                {item.title}
              </Link>
              <div className="spec mall-ellipsis" title={specText(item)}>
                {specText(item)}
              </div>
              <div className="price">
                <Price value={item.price} />
                <span className="unit">{t.product.priceUnit(item.unit)}</span>
              </div>
              <Button
                type="primary"
                ghost
                icon={<ShoppingCartOutlined />}
                disabled={!item.available}
                loading={busySkuId === item.skuId}
                onClick={() => onAddToCart(item)}
              >
                {t.compare.addToCart}
              </Button>
            </th>
          ))}
          {Array.from({ length: free }, (_, i) => (
            <th key={`free-${i}`} className="mall-compare-col is-free" scope="col">
              {i === 0 && first ? (
                <Link to={paths.threeCate.getHref(first.category.parentId, first.category.id)}>
                  <PlusOutlined />
                  <span>{t.compare.addMore}</span>
                  <small>{t.compare.addMoreSame(first.category.title)}</small>
                </Link>
              ) : null}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {groups.map((group) => (
          <Fragment key={group.title}>
            <tr className="mall-compare-group">
              <th colSpan={span} scope="colgroup">
                {group.title}
              </th>
            </tr>
            {group.rows.length === 0 && onlyDiff && (
              <tr className="mall-compare-none">
                <td colSpan={span}>{t.compare.noDiffInGroup}</td>
              </tr>
            )}
            {group.rows.map((row) => (
              <tr key={row.key} className={row.differs ? 'is-diff' : undefined} data-row={row.label}>
                <th scope="row">
                  {row.label}
                  {row.differs && highlight ? <span className="diff-mark">{t.compare.differs}</span> : null}
                </th>
                {items.map((item, i) => (
                  <td key={item.skuId}>{cell(row, item, row.values[i] ?? null)}</td>
                ))}
                {Array.from({ length: free }, (_, i) => (
                  <td key={`free-${i}`} className="is-free" />
                ))}
              </tr>
            ))}
          </Fragment>
        ))}
      </tbody>
    </table>
  );
}
