import { useState } from 'react';
import { Button, Descriptions, Form, Image, Input, Modal, Popconfirm, Space, Tag } from 'antd';
import { CentreTable } from '@/components/centre-table';
import { DocDetailModal, DocTimeline, wideItem } from '@/components/doc-detail';
import { Link } from 'react-router';
import dayjs from '@/lib/dayjs';
import { useQueryClient } from '@tanstack/react-query';
import { AFS_STATUS_LABEL, type AfsListItem } from '@mall/shared';
import { useAction } from '@mall/client-kit';
import { Price } from '@/components/price';
import { StatusTabs, useStatusList } from '@/components/status-tabs';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';
import { filledRule } from '@/lib/form-rules';
import { useRefreshingAction } from '@/lib/use-refreshing-action';
import { invoiceCopy } from '@/locales/zh-CN-invoice';
import { afsKeys, cancelAfs, shipAfsReturn, useAfsDetail, useAfsList } from '../api/afs-api';
import { AfsApplyModal } from './afs-apply-modal';
import '@/components/doc-page.css';
import '../afs.css';

const c = invoiceCopy.afs;
const time = (iso: string | null | undefined) => (iso ? dayjs(iso).format('YYYY-MM-DD HH:mm') : '');
const shipment = (s: { carrier: string; trackingNo: string } | null | undefined) =>
  s && `${s.carrier} ${s.trackingNo}`;
const STATUS_COLOR: Record<number, string> = {
  1: 'processing',
  2: 'processing',
  3: 'success',
  4: 'error',
  5: 'warning',
  6: 'processing',
  7: 'processing',
  8: 'success',
  9: 'default',
};

function ProductCell({ item }: { item: AfsListItem }) {
  return (
    <div className="mall-afs-product">
      {item.product.image ? <img src={item.product.image} alt={item.product.title} /> : null}
      <div>
        <Link to={paths.goods.getHref(item.product.skuId)} className="mall-ellipsis-2">
          {item.product.title}
        </Link>
        {item.product.specValues.length > 0 && (
          <div className="mall-afs-muted">{item.product.specValues.join('；')}</div>
        )}
        <div className="mall-afs-muted">{c.orderNo(item.orderNo)}</div>
      </div>
    </div>
  );
}

function ShipReturnModal({
  afsNo,
  onClose,
  onDone,
}: {
  afsNo: string;
  onClose: () => void;
  onDone: () => void;
}) {
  const [form] = Form.useForm<{ carrier: string; trackingNo: string }>();
  const ship = useAction(
    (v: { carrier: string; trackingNo: string }) => shipAfsReturn(afsNo, v.carrier, v.trackingNo),
    {
      onSuccess: () => {
        toast.success(c.shipped);
        onDone();
      },
    },
  );
  return (
    <Modal
      open
      title={c.shipTitle}
      okText={c.submit}
      confirmLoading={ship.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form form={form} layout="vertical" onFinish={(v) => void ship.run(v)}>
        <Form.Item name="carrier" label={c.carrier} rules={[filledRule(c.carrierPlaceholder)]}>
          <Input maxLength={50} placeholder={c.carrierPlaceholder} />
        </Form.Item>
        <Form.Item name="trackingNo" label={c.trackingNo} rules={[filledRule(c.trackingPlaceholder)]}>
          <Input maxLength={40} placeholder={c.trackingPlaceholder} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function AfsDetailModal({ afsNo, onClose }: { afsNo: string; onClose: () => void }) {
  return (
    <DocDetailModal width={760} title={c.detailTitle} detail={useAfsDetail(afsNo)} onClose={onClose}>
      {(data) => (
        <>
          <Descriptions bordered size="small" column={2}>
            <Descriptions.Item label={c.colAfsNo}>{data.afsNo}</Descriptions.Item>
            <Descriptions.Item label={c.colStatus}>
              <Tag color={STATUS_COLOR[data.status]}>{data.statusLabel}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label={c.colProduct} span={2}>
              <ProductCell item={data} />
            </Descriptions.Item>
            <Descriptions.Item label={c.colType}>{data.typeLabel}</Descriptions.Item>
            <Descriptions.Item label={c.colQuantity}>{data.quantity}</Descriptions.Item>
            <Descriptions.Item label={c.reason}>{data.reason}</Descriptions.Item>
            <Descriptions.Item label={c.colRefund}>
              <Price value={data.refundAmount} />
            </Descriptions.Item>
            {wideItem(c.description, data.description)}
            {data.photos.length > 0 && (
              <Descriptions.Item label={c.photos} span={2}>
                <div className="mall-afs-photos">
                  {data.photos.map((p) => (
                    <Image key={p} src={p} width={64} height={64} />
                  ))}
                </div>
              </Descriptions.Item>
            )}
            {wideItem(c.rejectReason, data.rejectReason)}
            {wideItem(c.returnAddress, data.returnAddress)}
            {wideItem(c.returnShipment, shipment(data.returnShipment))}
            {wideItem(c.exchangeShipment, shipment(data.exchangeShipment))}
            {wideItem(
              c.refund,
              data.refund &&
                c.refundInfo(data.refund.amount, data.refund.refundNo, time(data.refund.refundedAt)),
            )}
          </Descriptions>
          <div className="mall-afs-section-title">{c.timeline}</div>
          <DocTimeline
            events={data.timeline}
            label={(e) => `${e.eventLabel}（${e.statusLabel}）`}
            newestFirst
          />
        </>
      )}
    </DocDetailModal>
  );
}

type Props = { apply: { orderNo: string; lineId: number } | null; onApplyDone: () => void };

/** /afs/list: the buyer's after-sales requests by status, detail with timeline, cancel, return shipment. */
export function AfsPage({ apply, onApplyDone }: Props) {
  const { tabProps, tableProps } = useStatusList(useAfsList);
  const [viewing, setViewing] = useState<string | null>(null);
  const [shipping, setShipping] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: afsKeys.all });

  const cancel = useRefreshingAction(cancelAfs, c.cancelled, refresh);

  return (
    <section className="mall-afs-page mall-doc-page" aria-labelledby="afs-page-title">
      <h2 id="afs-page-title">{c.pageTitle}</h2>
      <StatusTabs labels={AFS_STATUS_LABEL} allLabel={c.allStatus} {...tabProps} />
      <CentreTable<AfsListItem>
        rowKey="afsNo"
        {...tableProps}
        none={c.none}
        columns={[
          { title: c.colProduct, render: (_, row) => <ProductCell item={row} /> },
          {
            title: c.colAfsNo,
            width: 190,
            render: (_, row) => (
              <div>
                <div>{row.afsNo}</div>
                <div className="mall-afs-muted">{c.appliedAt(time(row.createdAt))}</div>
              </div>
            ),
          },
          { title: c.colType, dataIndex: 'typeLabel', width: 90 },
          { title: c.colQuantity, dataIndex: 'quantity', width: 60 },
          { title: c.colRefund, width: 100, render: (_, row) => <Price value={row.refundAmount} /> },
          {
            title: c.colStatus,
            width: 90,
            render: (_, row) => <Tag color={STATUS_COLOR[row.status]}>{row.statusLabel}</Tag>,
          },
          {
            title: c.colAction,
            width: 130,
            render: (_, row) => (
              <Space direction="vertical" size={0}>
                <Button type="link" size="small" onClick={() => setViewing(row.afsNo)}>
                  {c.detail}
                </Button>
                {row.actions.canShipReturn && (
                  <Button type="link" size="small" onClick={() => setShipping(row.afsNo)}>
                    {c.shipReturn}
                  </Button>
                )}
                {row.actions.canCancel && (
                  <Popconfirm title={c.cancelConfirm} onConfirm={() => cancel.run(row.afsNo)}>
                    <Button type="link" size="small" danger>
                      {c.cancel}
                    </Button>
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ]}
      />
      {viewing && <AfsDetailModal afsNo={viewing} onClose={() => setViewing(null)} />}
      {shipping && (
        <ShipReturnModal
          afsNo={shipping}
          onClose={() => setShipping(null)}
          onDone={() => {
            setShipping(null);
            void refresh();
          }}
        />
      )}
      {apply && (
        <AfsApplyModal
          orderNo={apply.orderNo}
          lineId={apply.lineId}
          onClose={onApplyDone}
          onApplied={() => {
            onApplyDone();
            void refresh();
          }}
        />
      )}
    </section>
  );
}
