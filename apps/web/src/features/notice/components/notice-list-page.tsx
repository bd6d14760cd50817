import { Empty, Pagination, Spin } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { centreCopy } from '@/locales/zh-CN-centre';
import { useNoticeList } from '../api/get-notice-list';
import '../notice.css';
import { pageNumOf } from '@/lib/search-patch';

const PAGE_SIZE = 15;

/** /notice: the platform's notices, newest first, paged (?pageNum= in the URL). */
export function NoticeListPage() {
  const [search, setSearch] = useSearchParams();
  const pageNum = pageNumOf(search);
  const { data, isLoading } = useNoticeList(pageNum, PAGE_SIZE);
  const list = data?.list ?? [];
  return (
    <div className="mall-container mall-content-page">
      <section className="mall-content-box" aria-labelledby="notice-title">
        <h1 id="notice-title">{centreCopy.noticePage.title}</h1>
        <Spin spinning={isLoading}>
          {!isLoading && list.length === 0 ? (
            <Empty description={centreCopy.noticePage.empty} style={{ padding: '48px 0' }} />
          ) : (
            <ul className="mall-notice-rows">
              {list.map((n) => (
                <li key={n.id}>
                  <Link to={paths.noticeDetail.getHref(n.id)} className="mall-ellipsis" title={n.title}>
                    {n.title}
                  </Link>
                  <time dateTime={n.createTime}>{n.createTime.slice(0, 10)}</time>
                </li>
              ))}
            </ul>
          )}
        </Spin>
        {(data?.total ?? 0) > PAGE_SIZE && (
          <div style={{ display: 'flex', justifyContent: 'flex-end', paddingTop: 16 }}>
            <Pagination
              current={pageNum}
              pageSize={PAGE_SIZE}
              total={data?.total ?? 0}
              showSizeChanger={false}
              onChange={(page) => setSearch(page > 1 ? { pageNum: String(page) } : {})}
            />
          </div>
        )}
      </section>
    </div>
  );
}
