import { useState } from 'react';
import { Button, Tag } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import type { ShipmentView } from '@mall/shared';
import { invoiceCopy } from '@/locales/zh-CN-invoice';
import { invoiceKeys } from '../api/invoice-api';
import { ApplyInvoiceModal } from './apply-invoice-modal';

const c = invoiceCopy.invoice;

/**
 * Beside a shipment of the buyer's order: its invoice application when there is one, else 按包裹开票. Nothing
 * for a replacement (换货补发: billed with the shipment it replaces) or when the answer says nothing of
 * invoices (a company's 收货人 looking at another member's order).
 */
export function ShipmentInvoiceButton({
  orderNo,
  shipment,
  n,
}: {
  orderNo: string;
  shipment: ShipmentView;
  n: number;
}) {
  const [open, setOpen] = useState(false);
  const client = useQueryClient();
  if (shipment.invoice === undefined || shipment.afsNo) return null;
  if (shipment.invoice)
    return (
      <Tag color="blue">{c.shipmentInvoice(shipment.invoice.applyNo, shipment.invoice.statusLabel)}</Tag>
    );
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)}>
        {c.byShipment}
      </Button>
      {open && (
        <ApplyInvoiceModal
          orderNos={[orderNo]}
          shipment={{ id: shipment.id, n }}
          onClose={() => setOpen(false)}
          onApplied={() => {
            setOpen(false);
            void client.invalidateQueries({ queryKey: ['order', 'shipments', orderNo] });
            void client.invalidateQueries({ queryKey: invoiceKeys.all });
          }}
        />
      )}
    </>
  );
}
