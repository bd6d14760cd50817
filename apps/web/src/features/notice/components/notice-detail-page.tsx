import type { ReactNode } from 'react';
import { Breadcrumb, Result, Spin } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { RequestError } from '@/lib/request';
import { t } from '@/locales/zh-CN';
import { centreCopy } from '@/locales/zh-CN-centre';
import { useNoticeDetail } from '../api/get-notice-detail';
import '../notice.css';

/**
 * /notice/detail?id=: the notice. Its HTML comes sanitised from the server (no script, no event
 * attributes); an unknown or malformed id shows `notFound`.
 */
export function NoticeDetailPage({ notFound }: { notFound: ReactNode }) {
  const [search] = useSearchParams();
  const raw = search.get('id') ?? '';
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  const { data, isLoading, error } = useNoticeDetail(id);
  const n = centreCopy.noticePage;

  if (!id || (error instanceof RequestError && (error.status === 404 || error.status === 400)))
    return notFound;
  if (error) return <Result status="warning" title={t.request.serverError} />;

  return (
    <div className="mall-container mall-content-page">
      <Breadcrumb
        style={{ marginBottom: 12 }}
        items={[
          { title: <Link to={paths.home.getHref()}>{centreCopy.helpCentre.breadcrumbHome}</Link> },
          { title: <Link to={paths.notice.getHref()}>{n.title}</Link> },
          { title: data?.title ?? '' },
        ]}
      />
      <article className="mall-content-box mall-notice-article">
        <Spin spinning={isLoading}>
          {data && (
            <>
              <h1>{data.title}</h1>
              <div className="meta">{n.publishedAt(data.createTime)}</div>
              {/* Sanitised on the server with sanitize-html (content.sanitize.ts). */}
              <div
                className="mall-rich"
                data-testid="notice-content"
                dangerouslySetInnerHTML={{ __html: data.content }}
              />
              <nav className="mall-notice-nav">
                <span>
                  {n.prev}
                  {data.prev ? (
                    <Link to={paths.noticeDetail.getHref(data.prev.id)}>{data.prev.title}</Link>
                  ) : (
                    n.none
                  )}
                </span>
                <span>
                  {n.next}
                  {data.next ? (
                    <Link to={paths.noticeDetail.getHref(data.next.id)}>{data.next.title}</Link>
                  ) : (
                    n.none
                  )}
                </span>
                <Link to={paths.notice.getHref()}>{n.back}</Link>
              </nav>
            </>
          )}
        </Spin>
      </article>
    </div>
  );
}
