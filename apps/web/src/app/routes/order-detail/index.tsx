import { useSearchParams } from 'react-router';
import { OrderDetailPage } from '@/features/order/components/order-detail-page';
import { RequireLogin } from '../require-login';

/** /order/detail?orderNo= (login required). */
export default function OrderDetailRoute() {
  const [search] = useSearchParams();
  const orderNo = search.get('orderNo') ?? '';
  return (
    <RequireLogin>
      <OrderDetailPage key={orderNo} orderNo={orderNo} />
    </RequireLogin>
  );
}
