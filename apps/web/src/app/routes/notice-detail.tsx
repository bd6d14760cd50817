import { NoticeDetailPage } from '@/features/notice/components/notice-detail-page';
import { NotFound } from './not-found';

/** /notice/detail?id= ; unknown id → the not-found page. */
export default function NoticeDetailRoute() {
  return <NoticeDetailPage notFound={<NotFound />} />;
}
