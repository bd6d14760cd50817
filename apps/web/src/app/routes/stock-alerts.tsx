import { CentreLayout } from '@/features/centre/components/centre-layout';
import { StockAlertList } from '@/features/stock-alert/components/stock-alert-list';
import { RequireLogin } from './require-login';

/** /stock-alerts: the buyer's back-in-stock alerts (到货提醒) in the personal centre. */
export default function StockAlertsRoute() {
  return (
    <RequireLogin>
      <CentreLayout active="stockAlerts">
        <StockAlertList />
      </CentreLayout>
    </RequireLogin>
  );
}
