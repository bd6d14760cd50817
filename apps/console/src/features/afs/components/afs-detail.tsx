import { useState } from 'react';
import { App, Button, Card, Descriptions, Image, Result, Skeleton, Space, Timeline, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { Money } from '@/components/money';
import { ReasonModal } from '@/components/reason-modal';
import { RefundModal } from '@/components/refund-modal';
import { ShipModal } from '@/components/ship-modal';
import { StatusTag } from '@/components/status-tag';
import { formatTime } from '@/lib/dates';
import { useCan } from '@/lib/operator-store';
import { toast } from '@/lib/toast';
import { t } from '@/locales/zh-CN';
import {
  afsKeys,
  approveAfs,
  confirmAfsReturn,
  refundAfs,
  rejectAfs,
  shipAfsExchange,
  useAfsDetail,
} from '../api/afs';

/** One after-sales request and the step its state allows: approve/reject, confirm return, refund, ship exchange. */
export function AfsDetail({ afsNo }: { afsNo: string }) {
  const { modal: dialogs } = App.useApp();
  const detail = useAfsDetail(afsNo);
  const queryClient = useQueryClient();
  const can = useCan();
  const [modal, setModal] = useState<'reject' | 'refund' | 'ship' | null>(null);
  if (detail.isPending) return <Skeleton active />;
  if (detail.isError) return <Result status="warning" title={detail.error.message} />;
  const afs = detail.data;
  const done = (text: string) => () => {
    toast.success(text);
    void queryClient.invalidateQueries({ queryKey: afsKeys.all });
  };
  const confirm = (title: string, run: () => Promise<unknown>) => dialogs.confirm({ title, onOk: run });
  const canRun = can('afs');
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card
        title={
          <Space>
            <span>
              {t.afs.afsNo}：{afs.afsNo}
            </span>
            <StatusTag label={afs.statusLabel} />
          </Space>
        }
        extra={
          <Space>
            {canRun && afs.status === 1 && (
              <>
                <Button
                  type="primary"
                  onClick={() =>
                    confirm(t.afs.approveConfirm, () => approveAfs(afs.afsNo).then(done(t.afs.approved)))
                  }
                >
                  {t.afs.approve}
                </Button>
                <Button danger onClick={() => setModal('reject')}>
                  {t.afs.reject}
                </Button>
              </>
            )}
            {canRun && afs.status === 6 && (
              <Button
                type="primary"
                onClick={() =>
                  confirm(t.afs.confirmReturnConfirm, () =>
                    confirmAfsReturn(afs.afsNo).then(done(t.afs.returnConfirmed)),
                  )
                }
              >
                {t.afs.confirmReturn}
              </Button>
            )}
            {can('refunds') && afs.status === 2 && (
              <Button type="primary" onClick={() => setModal('refund')}>
                {t.afs.refund}
              </Button>
            )}
            {canRun && afs.status === 7 && (
              <Button type="primary" onClick={() => setModal('ship')}>
                {t.afs.shipExchange}
              </Button>
            )}
          </Space>
        }
      >
        <Descriptions column={3} size="small">
          <Descriptions.Item label={t.afs.orderNo}>{afs.orderNo}</Descriptions.Item>
          <Descriptions.Item label={t.afs.type}>{afs.typeLabel}</Descriptions.Item>
          <Descriptions.Item label={t.afs.createdAt}>{formatTime(afs.createdAt)}</Descriptions.Item>
          <Descriptions.Item label={t.afs.product} span={2}>
            <Space>
              <Image src={afs.product.image} width={40} height={40} preview={false} />
              <span>
                {afs.product.title} {afs.product.specValues.join(' / ')}
              </span>
            </Space>
          </Descriptions.Item>
          <Descriptions.Item label={t.afs.quantity}>
            {afs.quantity} {afs.product.unit}
          </Descriptions.Item>
          <Descriptions.Item label={t.afs.reason}>{afs.reason}</Descriptions.Item>
          <Descriptions.Item label={t.afs.refundAmount}>
            <Money yuan={afs.refundAmount} />
          </Descriptions.Item>
          <Descriptions.Item label={t.afs.refundedAmount}>
            <Money yuan={afs.refundedAmount} />
          </Descriptions.Item>
          <Descriptions.Item label={t.afs.description} span={3}>
            {afs.description || '—'}
          </Descriptions.Item>
          {afs.rejectReason && (
            <Descriptions.Item label={t.afs.rejectReason} span={3}>
              {afs.rejectReason}
            </Descriptions.Item>
          )}
          {afs.returnAddress && (
            <Descriptions.Item label={t.afs.returnAddress} span={3}>
              {afs.returnAddress}
            </Descriptions.Item>
          )}
          {afs.returnShipment && (
            <Descriptions.Item label={t.afs.returnShipment}>
              {afs.returnShipment.carrier} {afs.returnShipment.trackingNo}
            </Descriptions.Item>
          )}
          {afs.exchangeShipment && (
            <Descriptions.Item label={t.afs.exchangeShipment}>
              {afs.exchangeShipment.carrier} {afs.exchangeShipment.trackingNo}
            </Descriptions.Item>
          )}
          {afs.refund && (
            <Descriptions.Item label={t.afs.refundInfo}>
              {t.finance.channelLabel[afs.refund.channel] ?? afs.refund.channel}{' '}
              <Money yuan={afs.refund.amount} /> {afs.refund.refundNo} {formatTime(afs.refund.refundedAt)}
            </Descriptions.Item>
          )}
        </Descriptions>
        {afs.photos.length > 0 && (
          <div style={{ marginTop: 12 }}>
            <Typography.Text type="secondary">{t.afs.photos}：</Typography.Text>
            <Image.PreviewGroup>
              <Space>
                {afs.photos.map((src) => (
                  <Image key={src} src={src} width={80} height={80} style={{ objectFit: 'cover' }} />
                ))}
              </Space>
            </Image.PreviewGroup>
          </div>
        )}
      </Card>
      <Card title={t.afs.timeline} size="small">
        <Timeline
          items={[...afs.timeline].reverse().map((e) => ({
            content: (
              <div>
                <Typography.Text strong>{e.eventLabel}</Typography.Text>
                <Typography.Text type="secondary" style={{ marginLeft: 8 }}>
                  {formatTime(e.at)} · {t.orders.actorLabel[e.actor] ?? e.actor}
                </Typography.Text>
                {e.note && <div>{e.note}</div>}
              </div>
            ),
          }))}
        />
      </Card>
      <ReasonModal
        open={modal === 'reject'}
        title={t.afs.rejectTitle}
        label={t.afs.rejectReason}
        onClose={() => setModal(null)}
        onSubmit={(reason) => rejectAfs(afs.afsNo, reason).then(done(t.afs.rejected))}
      />
      <RefundModal
        open={modal === 'refund'}
        defaultAmount={afs.refundAmount}
        onClose={() => setModal(null)}
        onSubmit={({ amount, note }) =>
          refundAfs({ afsNo: afs.afsNo, amount, note }).then(done(t.afs.refunded))
        }
      />
      <ShipModal
        open={modal === 'ship'}
        title={t.afs.shipExchangeTitle}
        onClose={() => setModal(null)}
        onSubmit={(v) => shipAfsExchange({ afsNo: afs.afsNo, ...v }).then(done(t.afs.exchangeShipped))}
      />
    </Space>
  );
}
