import { useState } from 'react';
import { InputNumber, Modal, Select } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { RECEIPT_REJECT_REASONS, type ReceiptRejectReason, type ShipmentView } from '@mall/shared';
import { useAction } from '@mall/client-kit';
import { fulfilmentCopy as c } from '@/locales/zh-CN-fulfilment';
import { toast } from '@/lib/toast';
import { TableHead } from '@/components/table-head';
import { orderKeys } from '../api/order-api';
import { postReceipt } from '../api/order-shipments';

type Row = { accepted: number; rejected: number; reason?: ReceiptRejectReason };

/**
 * The receipt form (到货验收) of one shipment: per line still to receive, the accepted and rejected quantities
 * and a rejection's reason. The server refuses more than remains (its message is shown by the request layer).
 */
export function ReceiptModal({
  orderNo,
  shipment,
  n,
  onClose,
}: {
  orderNo: string;
  shipment: ShipmentView;
  n: number;
  onClose: () => void;
}) {
  const lines = shipment.lines.filter((l) => l.quantity > l.received);
  const [rows, setRows] = useState<Record<number, Row>>(() =>
    Object.fromEntries(lines.map((l) => [l.orderLineId, { accepted: l.quantity - l.received, rejected: 0 }])),
  );
  const queryClient = useQueryClient();
  const set = (id: number, patch: Partial<Row>) => setRows((r) => ({ ...r, [id]: { ...r[id]!, ...patch } }));
  const submit = useAction(
    async () => {
      const body = lines
        .map((l) => ({ orderLineId: l.orderLineId, ...rows[l.orderLineId]! }))
        .filter((r) => r.accepted + r.rejected > 0)
        .map((r) => ({
          orderLineId: r.orderLineId,
          accepted: r.accepted,
          rejected: r.rejected,
          ...(r.rejected > 0 ? { rejectReason: r.reason } : {}),
        }));
      if (!body.length) {
        toast.warning(c.nothingEntered);
        return false;
      }
      try {
        await postReceipt({ orderNo, shipmentId: shipment.id, lines: body });
      } finally {
        void queryClient.invalidateQueries({ queryKey: orderKeys.all });
      }
      return true;
    },
    {
      onSuccess: (done) => {
        if (!done) return;
        toast.success(c.submitted);
        onClose();
      },
    },
  );
  return (
    <Modal
      open
      title={c.receiptTitle(n)}
      okText={c.submit}
      onOk={() => void submit.run()}
      confirmLoading={submit.isPending}
      onCancel={onClose}
      width={720}
    >
      <p className="muted">{c.receiptHint}</p>
      <table className="mall-line-table mall-receipt-form">
        <TableHead titles={[c.goods, c.remainingToReceive, c.accepted, c.rejected, c.rejectReason]} />
        <tbody>
          {lines.map((l) => {
            const row = rows[l.orderLineId]!;
            const left = l.quantity - l.received;
            return (
              <tr key={l.orderLineId}>
                <td>{l.title}</td>
                <td>{left}</td>
                {(['accepted', 'rejected'] as const).map((count) => (
                  <td key={count}>
                    <InputNumber
                      aria-label={`${l.title} ${c[count]}`}
                      min={0}
                      max={left}
                      precision={0}
                      value={row[count]}
                      onChange={(v) => set(l.orderLineId, { [count]: v ?? 0 })}
                    />
                  </td>
                ))}
                <td>
                  {row.rejected > 0 && (
                    <Select
                      aria-label={`${l.title} ${c.rejectReason}`}
                      placeholder={c.chooseReason}
                      style={{ width: 140 }}
                      value={row.reason}
                      options={RECEIPT_REJECT_REASONS.map((r) => ({ value: r, label: r }))}
                      onChange={(reason) => set(l.orderLineId, { reason })}
                    />
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </Modal>
  );
}
