import { CentreLayout } from '@/features/centre/components/centre-layout';
import { BrowsingHistoryPage } from '@/features/history/components/browsing-history-page';
import { RequireLogin } from './require-login';

/** /browsing-history inside the personal centre (login required). */
export default function BrowsingHistoryRoute() {
  return (
    <RequireLogin>
      <CentreLayout active="history">
        <BrowsingHistoryPage />
      </CentreLayout>
    </RequireLogin>
  );
}
