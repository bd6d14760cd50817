import { lazy, Suspense } from 'react';
import { Tabs } from 'antd';
import type { ProductDetail } from '@mall/shared';
import { t } from '@/locales/zh-CN';

/** Comments (pagination, rating, filters) load when their tab opens, not with the page. */
const Comments = lazy(async () => ({ default: (await import('./comments')).Comments }));

/** 商品详情 (server-sanitised HTML), 规格参数 table and 商品评价. */
export function DetailTabs({ detail }: { detail: ProductDetail }) {
  return (
    <Tabs
      className="mall-detail-tabs"
      items={[
        {
          key: 'detail',
          label: t.product.tabs.detail,
          children: detail.descriptionHtml ? (
            // The server sanitises this HTML (sanitize-html) before it leaves; see the catalogue contract.
            <div className="mall-rich" dangerouslySetInnerHTML={{ __html: detail.descriptionHtml }} />
          ) : (
            <p className="mall-rich-empty">{t.product.noDetail}</p>
          ),
        },
        {
          key: 'specs',
          label: t.product.tabs.specs,
          children: (
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
          ),
        },
        {
          key: 'comments',
          label: t.product.tabs.comments(detail.commentSummary.total),
          children: (
            <Suspense fallback={null}>
              <Comments productId={detail.productId} summary={detail.commentSummary} />
            </Suspense>
          ),
        },
      ]}
    />
  );
}
