import { NoticeListPage } from '@/features/notice/components/notice-list-page';

/** /notice (paged notice list). */
export default function NoticeRoute() {
  return <NoticeListPage />;
}
