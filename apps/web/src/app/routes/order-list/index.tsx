import { OrderListPage } from '@/features/order/components/order-list-page';
import { RequireLogin } from '../require-login';

/** /order/list?type= (login required). */
export default function OrderListRoute() {
  return (
    <RequireLogin>
      <OrderListPage />
    </RequireLogin>
  );
}
