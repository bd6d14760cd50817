import { useState } from 'react';
import { Alert, Form, Input, InputNumber, Radio, Select, Space, Typography } from 'antd';
import { CARRIERS, groupByPlace, type OrderAddress, type OrderShipments } from '@mall/shared';
import { FormModal, RequestError } from '@mall/client-kit';
import { SmallTable } from '@/components/unpaged-tables';
import { toast } from '@/lib/toast';
import { t } from '@/locales/zh-CN';
import { createShipment } from '../api/fulfilment';

const c = t.fulfilment;
type Line = OrderShipments['lines'][number];
type Values = {
  carrierCode: string;
  trackingNo: string;
  packages: number;
  /** Quantity to ship now, by order line id. */
  ship: Record<string, number | null>;
};

const CARRIER_OPTIONS = CARRIERS.map((carrier) => ({ value: carrier.code, label: carrier.name }));

type Place = Pick<OrderAddress, 'contactName' | 'mobile' | 'fullAddress'>;
/** Where a line goes when it has no address of its own and the order's is not given. */
const ORDER_PLACE: Place = { contactName: '', mobile: '', fullAddress: '' };
const placeText = (p: Place) =>
  p === ORDER_PLACE ? c.orderPlace : `${p.contactName} ${p.mobile} ${p.fullAddress}`;

/**
 * 分批发货: one shipment of the order (carrier, tracking number, packages) and, per order line, the quantity
 * shipped now, defaulting to what remains (0 leaves the line out). The server checks the number's shape for
 * the carrier and the quantities against what remains; its refusal is toasted as it comes and the dialog stays.
 * 分地址配送: when the lines still to ship go to several places, the parcel's place is picked first and only
 * its lines are offered (a parcel goes to one place; `orderAddress` is where lines without their own go).
 */
export function PartialShipModal({
  open,
  orderNo,
  lines,
  orderAddress,
  onClose,
  onShipped,
}: {
  open: boolean;
  orderNo: string;
  lines: Line[];
  orderAddress?: Place;
  onClose: () => void;
  onShipped: (answer: OrderShipments) => void;
}) {
  const places = groupByPlace(
    lines.filter((l) => l.ordered > l.shipped),
    (l) => l.deliveryAddress ?? orderAddress ?? ORDER_PLACE,
  );
  const [placeKey, setPlaceKey] = useState<string | undefined>();
  const place = places.find((p) => p.key === placeKey) ?? places[0];
  const open_ = place?.items ?? [];
  const submit = async (values: Values) => {
    const chosen = open_
      .map((l) => ({ orderLineId: l.orderLineId, quantity: values.ship[l.orderLineId] ?? 0 }))
      .filter((l) => l.quantity !== 0);
    if (!chosen.length) {
      // Shown here as the request layer shows a refusal; the dialog stays open.
      toast.error(c.nothingToShip);
      throw new RequestError(c.nothingToShip, 'business');
    }
    const answer = await createShipment({
      orderNo,
      carrierCode: values.carrierCode as (typeof CARRIERS)[number]['code'],
      trackingNo: values.trackingNo.trim(),
      packages: values.packages,
      lines: chosen,
    });
    toast.success(c.shipCreated);
    onShipped(answer);
  };
  return (
    <FormModal<Values>
      open={open}
      title={c.partialShipTitle}
      width={720}
      name="partial-ship"
      intro={<Alert type="info" showIcon style={{ marginBottom: 16 }} title={c.partialShipIntro} />}
      initialValues={{
        packages: 1,
        ship: Object.fromEntries(
          places.flatMap((p) => p.items).map((l) => [l.orderLineId, l.ordered - l.shipped]),
        ),
      }}
      onSubmit={submit}
      onClose={onClose}
    >
      {places.length > 1 && (
        <Form.Item label={c.shipTo} extra={c.placesIntro(places.length)}>
          <Radio.Group
            value={place!.key}
            onChange={(e) => setPlaceKey(e.target.value as string)}
            style={{ display: 'flex', flexDirection: 'column', gap: 4 }}
            options={places.map((p) => ({
              value: p.key,
              label: (
                <span>
                  {placeText(p.address)}{' '}
                  <Typography.Text type="secondary">{c.placeLines(p.items.length)}</Typography.Text>
                </span>
              ),
            }))}
          />
        </Form.Item>
      )}
      <Space align="start" wrap>
        <Form.Item
          name="carrierCode"
          label={c.carrier}
          rules={[{ required: true, message: c.carrierRequired }]}
        >
          <Select
            options={CARRIER_OPTIONS}
            style={{ width: 180 }}
            showSearch={{ optionFilterProp: 'label' }}
          />
        </Form.Item>
        <Form.Item
          name="trackingNo"
          label={c.trackingNo}
          rules={[{ required: true, whitespace: true, message: c.trackingNoRequired }]}
        >
          <Input maxLength={40} style={{ width: 240 }} />
        </Form.Item>
        <Form.Item
          name="packages"
          label={c.packages}
          rules={[{ required: true, message: c.packagesRequired }]}
        >
          <InputNumber min={1} precision={0} style={{ width: 100 }} />
        </Form.Item>
      </Space>
      <SmallTable<Line>
        rowKey="orderLineId"
        dataSource={open_}
        columns={[
          { title: c.product, dataIndex: 'title' },
          { title: c.ordered, align: 'right', render: (_, l) => c.pieces(l.ordered, l.unit) },
          { title: c.shipped, align: 'right', render: (_, l) => c.pieces(l.shipped, l.unit) },
          {
            title: c.shipNow,
            width: 140,
            render: (_, l) => (
              <Form.Item name={['ship', String(l.orderLineId)]} noStyle>
                <InputNumber
                  min={0}
                  precision={0}
                  aria-label={`${c.shipNow} ${l.title}`}
                  suffix={l.unit}
                  style={{ width: 120 }}
                />
              </Form.Item>
            ),
          },
        ]}
      />
    </FormModal>
  );
}
