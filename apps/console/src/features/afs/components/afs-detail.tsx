import { useState } from 'react';
import { App, Button, Card, Image, Space, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { DetailStack, DocTitle, EventTimeline, QueryFallback } from '@/components/detail-parts';
import { Facts } from '@/components/facts';
import { Money } from '@/components/money';
import { ReasonModal } from '@/components/reason-modal';
import { RefundModal } from '@/components/refund-modal';
import { ShipModal } from '@/components/ship-modal';
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

/** A parcel's carrier and tracking number. */
const shipmentText = (s: { carrier: string; trackingNo: string }) => `${s.carrier} ${s.trackingNo}`;

/** One after-sales request and the step its state allows: approve/reject, confirm return, refund, ship exchange. */
export function AfsDetail({ afsNo }: { afsNo: string }) {
  const { modal: dialogs } = App.useApp();
  const detail = useAfsDetail(afsNo);
  const queryClient = useQueryClient();
  const can = useCan();
  const [modal, setModal] = useState<'reject' | 'refund' | 'ship' | null>(null);
  if (detail.isPending || detail.isError) return <QueryFallback query={detail} />;
  const afs = detail.data;
  const done = (text: string) => () => {
    toast.success(text);
    void queryClient.invalidateQueries({ queryKey: afsKeys.all });
  };
  const confirm = (title: string, run: () => Promise<unknown>) => dialogs.confirm({ title, onOk: run });
  const canRun = can('afs');
  return (
    <DetailStack>
      <Card
        title={<DocTitle label={t.afs.afsNo} no={afs.afsNo} statuses={[afs.statusLabel]} />}
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
        <Facts
          items={[
            [t.afs.orderNo, afs.orderNo],
            [t.afs.type, afs.typeLabel],
            [t.afs.createdAt, formatTime(afs.createdAt)],
            [
              t.afs.product,
              <Space>
                <Image src={afs.product.image} width={40} height={40} preview={false} />
                <span>
                  {afs.product.title} {afs.product.specValues.join(' / ')}
                </span>
              </Space>,
              2,
            ],
            [
              t.afs.quantity,
              <>
                {afs.quantity} {afs.product.unit}
              </>,
            ],
            [t.afs.reason, afs.reason],
            [t.afs.refundAmount, <Money yuan={afs.refundAmount} />],
            [t.afs.refundedAmount, <Money yuan={afs.refundedAmount} />],
            [t.afs.description, afs.description || '—', 3],
            afs.rejectReason && [t.afs.rejectReason, afs.rejectReason, 3],
            afs.returnAddress && [t.afs.returnAddress, afs.returnAddress, 3],
            afs.returnShipment && [t.afs.returnShipment, shipmentText(afs.returnShipment)],
            afs.exchangeShipment && [t.afs.exchangeShipment, shipmentText(afs.exchangeShipment)],
            afs.refund && [
              t.afs.refundInfo,
              <>
                {t.finance.channelLabel[afs.refund.channel] ?? afs.refund.channel}{' '}
                <Money yuan={afs.refund.amount} /> {afs.refund.refundNo} {formatTime(afs.refund.refundedAt)}
              </>,
            ],
          ]}
        />
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
      <EventTimeline title={t.afs.timeline} entries={afs.timeline} />
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
    </DetailStack>
  );
}
