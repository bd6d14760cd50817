import { CentreRoute } from './centre-route';
import { StockAlertList } from '@/features/stock-alert/components/stock-alert-list';

/** /stock-alerts: the buyer's back-in-stock alerts (到货提醒) in the personal centre. */
export default function StockAlertsRoute() {
  return (
    <CentreRoute active="stockAlerts">
      <StockAlertList />
    </CentreRoute>
  );
}
