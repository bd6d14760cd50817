import { useSearchParams } from 'react-router';
import { ShipmentInvoiceButton } from '@/features/invoice/components/shipment-invoice-button';
import { OrderDetailPage } from '@/features/order/components/order-detail-page';
import { AddToListButton } from '@/features/purchase-list/components/add-to-list-button';
import { t } from '@/locales/zh-CN';
import { RequireLogin } from '../require-login';

/** /order/detail?orderNo= (login required). */
export default function OrderDetailRoute() {
  const [search] = useSearchParams();
  const orderNo = search.get('orderNo') ?? '';
  return (
    <RequireLogin>
      <OrderDetailPage
        key={orderNo}
        orderNo={orderNo}
        linesAction={(lines) => <AddToListButton lines={() => lines} label={t.purchaseList.fromOrder} />}
        shipmentAction={(shipment, n) => (
          <ShipmentInvoiceButton orderNo={orderNo} shipment={shipment} n={n} />
        )}
      />
    </RequireLogin>
  );
}
