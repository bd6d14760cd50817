import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert, Button, Checkbox, Empty, Result, Spin } from 'antd';
import { COMPARE_MAX, type CompareItem } from '@mall/shared';
import { paths } from '@/config/paths';
import { useAddToCart } from '@/lib/add-to-cart';
import { openLogin } from '@/lib/open-login';
import { RequestError } from '@/lib/request';
import { t } from '@/locales/zh-CN';
import { useCompare } from '../api/get-compare';
import { parseSkuIds } from '../lib/compare-rows';
import { compareStore, useCompareState } from '../lib/compare-store';
import { CompareTable } from './compare-table';
import '../compare.css';

/** 暂无对比商品 with the way back to shopping (and why, on an empty list). */
function NothingToCompare({ sub }: { sub?: string }) {
  return (
    <div className="mall-compare-empty">
      <Empty description={t.compare.noneTitle}>
        {sub && <p>{sub}</p>}
        <Link to={paths.home.getHref()}>
          <Button type="primary">{t.compare.goShopping}</Button>
        </Link>
      </Empty>
    </div>
  );
}

/**
 * /compare?ids=1,2,3[&diff=1]: the SKUs of the address (a shared link works without the bar), else what
 * the compare bar holds, written into the address so a reload keeps them. 只看不同 lives in the address too.
 */
export function ComparePage({ areaCode }: { areaCode: string }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { entries } = useCompareState();
  const hasIds = params.has('ids');
  const skuIds = hasIds ? parseSkuIds(params.get('ids'), COMPARE_MAX) : entries.map((e) => e.skuId);
  const onlyDiff = params.get('diff') === '1';
  const [highlight, setHighlight] = useState(true);
  const query = useCompare(skuIds, areaCode);

  // The address names the SKUs (ids=1,2,3 with readable commas), replacing the entry: no extra history step.
  const go = (ids: number[], diff: boolean) => navigate(paths.compare.getHref(ids, diff), { replace: true });
  const idsText = skuIds.join(',');
  useEffect(() => {
    if (!hasIds && idsText)
      navigate(paths.compare.getHref(idsText.split(',').map(Number), onlyDiff), { replace: true });
  }, [hasIds, idsText, onlyDiff, navigate]);

  // SKUs that can no longer be compared leave the bar too (the alert below names them).
  const gone = query.data?.missing;
  useEffect(() => {
    if (gone?.length) compareStore.removeMany(gone.map((m) => m.skuId));
  }, [gone]);
  const missing = gone ?? [];

  const remove = (item: CompareItem) => {
    compareStore.remove(item.skuId);
    go(
      skuIds.filter((id) => id !== item.skuId),
      onlyDiff,
    );
  };

  const adding = useAddToCart(
    (item: CompareItem) => ({ skuId: item.skuId, quantity: item.moq, areaCode }),
    t.compare.addedToCart,
  );
  const addToCart = (item: CompareItem) => openLogin(() => void adding.run(item));

  const heading = <h1>{t.compare.pageTitle}</h1>;

  if (skuIds.length === 0) {
    return (
      <div className="mall-container mall-compare-page">
        <div className="mall-compare-head">{heading}</div>
        <NothingToCompare sub={t.compare.noneSub} />
      </div>
    );
  }

  if (!query.data) {
    return (
      <div className="mall-container mall-compare-page">
        <div className="mall-compare-head">{heading}</div>
        <div className="mall-compare-empty">
          {query.isError ? (
            <Result
              status="warning"
              title={
                query.error instanceof RequestError && query.error.message
                  ? query.error.message
                  : t.compare.loadFailed
              }
              extra={<Button onClick={() => void query.refetch()}>{t.compare.retry}</Button>}
            />
          ) : (
            <Spin />
          )}
        </div>
      </div>
    );
  }

  const data = query.data;
  // While a smaller set loads, the removed column is already gone.
  const items = data.items.filter((i) => skuIds.includes(i.skuId));
  const mixed = new Set(items.map((i) => i.category.id)).size > 1;
  return (
    <div className="mall-container mall-compare-page">
      <div className="mall-compare-head">
        {heading}
        <span className="note">{t.compare.areaNote(data.area.areaName)}</span>
        <div className="options">
          <Checkbox checked={highlight} onChange={(e) => setHighlight(e.target.checked)}>
            {t.compare.highlight}
          </Checkbox>
          <Checkbox
            checked={onlyDiff}
            disabled={items.length < 2}
            title={t.compare.onlyDiffHint}
            onChange={(e) => go(skuIds, e.target.checked)}
          >
            {t.compare.onlyDiff}
          </Checkbox>
        </div>
      </div>
      {missing.length > 0 && (
        <Alert
          type="warning"
          showIcon
          className="mall-compare-alert"
          title={t.compare.missing(
            missing
              .map((m) => t.compare.missingItem(m.title ?? t.compare.missingId(m.skuId), m.reason))
              .join('、'),
          )}
        />
      )}
      {items.length === 1 && (
        <Alert type="info" showIcon className="mall-compare-alert" title={t.compare.oneHint} />
      )}
      {mixed && (
        <Alert type="info" showIcon className="mall-compare-alert" title={t.compare.mixedCategories} />
      )}
      {items.length > 0 ? (
        <CompareTable
          items={items}
          highlight={highlight}
          onlyDiff={onlyDiff && items.length > 1}
          busySkuId={adding.pendingArg?.skuId ?? null}
          onRemove={remove}
          onAddToCart={addToCart}
        />
      ) : (
        <NothingToCompare />
      )}
    </div>
  );
}
