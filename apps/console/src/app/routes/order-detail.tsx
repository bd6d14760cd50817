import { useParams } from 'react-router';
import { OrderDetail } from '@/features/orders/components/order-detail';
import { BackLink } from '@/components/back-link';
import { paths } from '@/config/paths';
import { t } from '@/locales/zh-CN';

export default function OrderDetailRoute() {
  const { orderNo = '' } = useParams();
  return (
    <>
      <BackLink to={paths.orders.getHref()} label={t.orders.title} />
      <OrderDetail orderNo={orderNo} />
    </>
  );
}
