import { CentreRoute } from './centre-route';
import { BrowsingHistoryPage } from '@/features/history/components/browsing-history-page';

/** /browsing-history inside the personal centre (login required). */
export default function BrowsingHistoryRoute() {
  return (
    <CentreRoute active="history">
      <BrowsingHistoryPage />
    </CentreRoute>
  );
}
