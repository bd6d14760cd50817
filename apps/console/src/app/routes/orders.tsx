import { PageCard } from '@/components/page-card';
import { paths } from '@/config/paths';
import { OrderList } from '@/features/orders/components/order-list';
import { t } from '@/locales/zh-CN';

export default function OrdersRoute() {
  return (
    <PageCard title={t.orders.title}>
      <OrderList detailHref={paths.orderDetail.getHref} />
    </PageCard>
  );
}
