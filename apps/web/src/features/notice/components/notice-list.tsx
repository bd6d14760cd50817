import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useNoticeList } from '../api/get-notice-list';

/** Short list of the latest notices (quick panel). */
export function NoticeList({ size = 5 }: { size?: number }) {
  const { data } = useNoticeList(1, size);
  return (
    <ul className="mall-notice-list">
      {(data?.list ?? []).map((n) => (
        <li key={n.id} className="mall-ellipsis">
          <Link to={paths.noticeDetail.getHref(n.id)} title={n.title}>
            {n.title}
          </Link>
        </li>
      ))}
    </ul>
  );
}
