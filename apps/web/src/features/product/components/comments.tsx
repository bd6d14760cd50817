import { useState } from 'react';
import { Empty, Pagination, Progress, Rate } from 'antd';
import type { CommentSummary } from '@mall/shared';
import { t } from '@/locales/zh-CN';
import { useCommentList } from '../api/get-comment-list';

const PAGE_SIZE = 10;

/** Rating summary (average, good rate, counts by star) and the buyers' comments, filterable by rating. */
export function Comments({ productId, summary }: { productId: number; summary: CommentSummary }) {
  const [rating, setRating] = useState<number | undefined>(undefined);
  const [page, setPage] = useState(1);
  const query = useCommentList({ productId, rating, pageNum: page, pageSize: PAGE_SIZE });
  const data = query.data;
  const sum = data?.summary ?? summary;
  const filters: { key: number | undefined; label: string }[] = [
    { key: undefined, label: `${t.product.allComments}（${sum.total}）` },
    ...sum.byRating.map((r) => ({ key: r.rating, label: `${t.product.stars(r.rating)}（${r.count}）` })),
  ];
  return (
    <div className="mall-comments">
      <div className="mall-comments-summary" aria-label={t.product.rating}>
        <div className="score">
          <strong>{sum.average}</strong>
          <Rate disabled allowHalf value={Number(sum.average)} />
          <span>{t.product.rating}</span>
        </div>
        <div className="rate">
          <strong>{sum.goodRate}%</strong>
          <span>{t.product.goodRate}</span>
        </div>
        <ul className="bars">
          {sum.byRating.map((r) => (
            <li key={r.rating}>
              <span>{t.product.stars(r.rating)}</span>
              <Progress
                percent={sum.total ? Math.round((r.count / sum.total) * 100) : 0}
                size="small"
                showInfo={false}
                strokeColor="#faad14"
              />
              <em>{r.count}</em>
            </li>
          ))}
        </ul>
      </div>
      <div className="mall-comments-filter" role="group" aria-label={t.product.rating}>
        {filters.map((f) => (
          <button
            type="button"
            key={f.label}
            className={rating === f.key ? 'active' : undefined}
            aria-pressed={rating === f.key}
            onClick={() => {
              setRating(f.key);
              setPage(1);
            }}
          >
            {f.label}
          </button>
        ))}
      </div>
      {data && data.list.length > 0 ? (
        <>
          <ul className="mall-comments-list">
            {data.list.map((c) => (
              <li key={c.id}>
                <div className="who">{c.username}</div>
                <div className="body">
                  <Rate disabled value={c.rating} />
                  <p>{c.content}</p>
                  {c.images.length > 0 && (
                    <div className="imgs">
                      {c.images.map((src) => (
                        <img key={src} src={src} alt="" loading="lazy" />
                      ))}
                    </div>
                  )}
                  <div className="meta">
                    {c.specText} · {c.createTime}
                  </div>
                </div>
              </li>
            ))}
          </ul>
          {data.total > PAGE_SIZE && (
            <Pagination
              className="mall-comments-pager"
              current={page}
              pageSize={PAGE_SIZE}
              total={data.total}
              showSizeChanger={false}
              onChange={setPage}
            />
          )}
        </>
      ) : (
        <Empty description={t.product.noComments} />
      )}
    </div>
  );
}
