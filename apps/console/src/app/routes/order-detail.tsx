import { useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { OrderDetail } from '@/features/orders/components/order-detail';
import { shipmentKeys, useOrderShipments } from '@/features/fulfilment/api/fulfilment';
import { OrderShipments } from '@/features/fulfilment/components/order-shipments';
import { BackLink } from '@/components/back-link';
import { paths } from '@/config/paths';
import { isPortal } from '@/config/surface';
import { useCan } from '@/lib/operator-store';
import { t } from '@/locales/zh-CN';

/** An order (console and portal) with its shipments: 部分发货 beside its status, 分批发货 while it may ship. */
export default function OrderDetailRoute() {
  const { orderNo = '' } = useParams();
  const shipping = useOrderShipments(orderNo);
  const queryClient = useQueryClient();
  const can = useCan();
  const partial = shipping.data?.shippingState === 'partial';
  return (
    <>
      <BackLink to={paths.orders.getHref()} label={t.orders.title} />
      <OrderDetail
        orderNo={orderNo}
        statuses={partial ? [shipping.data!.shippingStateLabel] : []}
        // A whole-order ship or a cancel changes the shipments too.
        onChanged={() => void queryClient.invalidateQueries({ queryKey: shipmentKeys.all })}
        shipments={(order, refresh) => (
          <OrderShipments
            orderNo={order.orderNo}
            // Operators ship 自营 orders only; a shop ships its own (the portal shows no other).
            canShip={can('orders') && order.status === 2 && (isPortal || order.sellerId === 0)}
            legacy={order.shipment}
            orderAddress={order.address}
            onShipped={refresh}
          />
        )}
      />
    </>
  );
}
