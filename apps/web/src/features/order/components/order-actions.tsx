import { useState } from 'react';
import { Button, Form, Input, Modal, Radio, Space } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { CANCEL_REASONS, type OrderActions as Actions } from '@mall/shared';
import { useAction } from '@mall/client-kit';
import { paths } from '@/config/paths';
import { tradeCopy } from '@/locales/zh-CN-trade';
import { navigate } from '@/lib/navigation';
import { toast } from '@/lib/toast';
import { buyAgain, cancelOrder, confirmReceipt, orderKeys } from '../api/order-api';

const OTHER = '其他原因';

/** 取消订单 with a reason (one of CANCEL_REASONS, or the buyer's own words for 其他原因). */
function CancelModal({ orderNo, open, onClose }: { orderNo: string; open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<{ reason: string; other?: string }>();
  const reason = Form.useWatch('reason', form);
  const queryClient = useQueryClient();
  // A refusal (e.g. the order was accepted meanwhile) was shown by the request layer; the list reloads either way.
  const cancel = useAction(
    async (reason: string) => {
      try {
        await cancelOrder({ orderNo, reason });
      } finally {
        void queryClient.invalidateQueries({ queryKey: orderKeys.all });
      }
    },
    {
      onSuccess: () => {
        toast.success(tradeCopy.order.cancelled);
        onClose();
      },
    },
  );

  const submit = async () => {
    const values = await form.validateFields();
    await cancel.run(values.reason === OTHER ? `${OTHER}：${values.other?.trim() ?? ''}` : values.reason);
  };

  return (
    <Modal
      open={open}
      title={tradeCopy.order.cancelTitle}
      okText={tradeCopy.order.cancelOk}
      cancelText={tradeCopy.order.cancelBack}
      okButtonProps={{ danger: true }}
      confirmLoading={cancel.isPending}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="reason"
          label={tradeCopy.order.cancelReason}
          rules={[{ required: true, message: tradeCopy.order.cancelReasonRequired }]}
        >
          <Radio.Group>
            <Space direction="vertical">
              {CANCEL_REASONS.map((r) => (
                <Radio key={r} value={r}>
                  {r}
                </Radio>
              ))}
            </Space>
          </Radio.Group>
        </Form.Item>
        {reason === OTHER && (
          <Form.Item
            name="other"
            label={tradeCopy.order.cancelOther}
            rules={[{ required: true, whitespace: true, message: tradeCopy.order.cancelOther }]}
          >
            <Input.TextArea maxLength={150} rows={2} aria-label={tradeCopy.order.cancelOther} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}

type Props = { orderNo: string; actions: Actions; withDetail?: boolean; vertical?: boolean };

/** The buttons of an order the buyer may press now: 去支付, 取消订单, 确认收货, 再次购买 (and 订单详情). */
export function OrderActions({ orderNo, actions, withDetail = false, vertical = false }: Props) {
  const [modal, modalHolder] = Modal.useModal();
  const queryClient = useQueryClient();
  const [cancelling, setCancelling] = useState(false);

  const receive = () =>
    modal.confirm({
      title: tradeCopy.order.receiptTitle,
      content: tradeCopy.order.receiptConfirm,
      okText: tradeCopy.order.receiptOk,
      cancelText: tradeCopy.cart.cancel,
      onOk: async () => {
        try {
          await confirmReceipt(orderNo);
          toast.success(tradeCopy.order.received);
        } finally {
          void queryClient.invalidateQueries({ queryKey: orderKeys.all });
        }
      },
    });

  const again = useAction(() => buyAgain(orderNo), {
    onSuccess: (result) => {
      if (result.added > 0) toast.success(tradeCopy.order.buyAgainDone(result.added));
      for (const s of result.skipped) toast.warning(tradeCopy.order.buyAgainSkipped(s.title, s.reason));
      if (result.added > 0) navigate(paths.cart.getHref());
    },
  });

  return (
    <div className={`mall-order-actions${vertical ? ' vertical' : ''}`}>
      {modalHolder}
      {actions.canPay && (
        <Button type="primary" onClick={() => navigate(paths.payment.getHref(orderNo))}>
          {tradeCopy.order.pay}
        </Button>
      )}
      {actions.canConfirmReceipt && (
        <Button type="primary" onClick={receive}>
          {tradeCopy.order.confirmReceipt}
        </Button>
      )}
      {withDetail && (
        <Button onClick={() => navigate(paths.orderDetail.getHref(orderNo))}>{tradeCopy.order.detail}</Button>
      )}
      {actions.canBuyAgain && (
        <Button loading={again.isPending} onClick={() => void again.run()}>
          {tradeCopy.order.buyAgain}
        </Button>
      )}
      {actions.canCancel && (
        <Button type="link" onClick={() => setCancelling(true)}>
          {tradeCopy.order.cancel}
        </Button>
      )}
      <CancelModal orderNo={orderNo} open={cancelling} onClose={() => setCancelling(false)} />
    </div>
  );
}
