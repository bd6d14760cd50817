import { useCallback } from 'react';
import { Button, Result, Spin } from 'antd';
import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ORDER_STATUS } from '@mall/shared';
import { orderKeys, useOrderDetail } from '@/features/order/api/order-api';
import { PaymentPage } from '@/features/payment/components/payment-page';
import { paths } from '@/config/paths';
import { tradeCopy } from '@/locales/zh-CN-trade';
import { navigate } from '@/lib/navigation';
import { RequireLogin } from '../require-login';

function Payment({ orderNo }: { orderNo: string }) {
  const query = useOrderDetail(orderNo);
  const queryClient = useQueryClient();
  const changed = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: orderKeys.all });
  }, [queryClient]);

  const order = query.data;
  if (!order) {
    return (
      <div className="mall-container" style={{ padding: '60px 0', textAlign: 'center' }}>
        {query.isPending && orderNo ? (
          <Spin />
        ) : (
          <Result
            status="warning"
            title={orderNo ? tradeCopy.payment.loadFailed : tradeCopy.order.notFound}
            extra={
              <Button type="primary" onClick={() => navigate(paths.orderList.getHref(ORDER_STATUS.ALL))}>
                {tradeCopy.order.backToList}
              </Button>
            }
          />
        )}
      </div>
    );
  }
  return (
    <PaymentPage
      order={{
        orderNo: order.orderNo,
        status: order.status,
        payMethod: order.payment.method,
        payMethodLabel: order.payment.methodLabel,
        payAmount: order.payAmount,
        payStatus: order.payment.status,
        payDeadline: order.payment.payDeadline,
        remittance: order.payment.remittance,
      }}
      onChanged={changed}
      links={{
        detail: paths.orderDetail.getHref(order.orderNo),
        list: paths.orderList.getHref(ORDER_STATUS.ALL),
        home: paths.home.getHref(),
      }}
      navigateTo={(href) => navigate(href)}
    />
  );
}

/** /payment?orderNo=: the sandbox cashier for online methods, bank account and remittance for offline. */
export default function PaymentRoute() {
  const [search] = useSearchParams();
  const orderNo = search.get('orderNo') ?? '';
  return (
    <RequireLogin>
      <Payment key={orderNo} orderNo={orderNo} />
    </RequireLogin>
  );
}
