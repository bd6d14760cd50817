import { useId, useState } from 'react';
import type { ProductDetail } from '@mall/shared';
import { t } from '@/locales/zh-CN';
import { lazyComponent } from '@/components/lazy-antd';

/** Comments (pagination, rating, filters) load when their tab opens, not with the page. */
const Comments = lazyComponent(async () => ({ default: (await import('./comments')).Comments }));

type Key = 'detail' | 'specs' | 'comments';

/**
 * 商品详情 (server-sanitised HTML), 规格参数 table and 商品评价. Plain tabs styled as antd's (antd Tabs brings
 * Menu and Dropdown for its overflow: 19 KB gzipped on the product page's first download).
 */
export function DetailTabs({ detail }: { detail: ProductDetail }) {
  const [active, setActive] = useState<Key>('detail');
  const id = useId();
  const tabs: { key: Key; label: string }[] = [
    { key: 'detail', label: t.product.tabs.detail },
    { key: 'specs', label: t.product.tabs.specs },
    { key: 'comments', label: t.product.tabs.comments(detail.commentSummary.total) },
  ];
  return (
    <div className="mall-detail-tabs">
      <div className="mall-detail-tabs-nav" role="tablist">
        {tabs.map((tab) => (
          <button
            key={tab.key}
            type="button"
            role="tab"
            id={`${id}-${tab.key}`}
            aria-selected={active === tab.key}
            aria-controls={`${id}-${tab.key}-panel`}
            className={active === tab.key ? 'active' : undefined}
            onClick={() => setActive(tab.key)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        className="mall-detail-tabs-panel"
        role="tabpanel"
        id={`${id}-${active}-panel`}
        aria-labelledby={`${id}-${active}`}
      >
        {active === 'detail' &&
          (detail.descriptionHtml ? (
            // The server sanitises this HTML (sanitize-html) before it leaves; see the catalogue contract.
            <div className="mall-rich" dangerouslySetInnerHTML={{ __html: detail.descriptionHtml }} />
          ) : (
            <p className="mall-rich-empty">{t.product.noDetail}</p>
          ))}
        {active === 'specs' && (
          <table className="mall-specs-table" aria-label={t.product.tabs.specs}>
            <tbody>
              {detail.specsTable.map((row) => (
                <tr key={row.name}>
                  <th scope="row">{row.name}</th>
                  <td>{row.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {active === 'comments' && <Comments productId={detail.productId} summary={detail.commentSummary} />}
      </div>
    </div>
  );
}
