import { INVOICE_STATUS, INVOICE_STATUS_LABEL } from '@mall/shared';
import { statusGraph, type HistoryEntry } from '../../../lib/document';
import { invoiceHistory } from './invoice.table';

/** The invoice status graph: everything else answers 409. */
export const invoiceGraph = statusGraph({
  noun: '发票',
  labels: INVOICE_STATUS_LABEL,
  moves: {
    issue: { from: [INVOICE_STATUS.APPLYING], to: INVOICE_STATUS.ISSUED, action: '开票', event: 'issued' },
    reject: {
      from: [INVOICE_STATUS.APPLYING],
      to: INVOICE_STATUS.REJECTED,
      action: '驳回',
      event: 'rejected',
    },
    void: { from: [INVOICE_STATUS.ISSUED], to: INVOICE_STATUS.VOIDED, action: '作废', event: 'voided' },
  },
});

export type InvoiceActor = { kind: 'buyer' | 'operator' | 'merchant' | 'system'; id: number | null };

/** One entry of an invoice's timeline. */
export const invoiceEntry = (
  invoiceId: number,
  event: string,
  note: string,
  actor: InvoiceActor,
): HistoryEntry<typeof invoiceHistory> => ({
  table: invoiceHistory,
  values: { invoiceId, event, note, actorKind: actor.kind, actorId: actor.id },
});
