import { CentreRoute } from './centre-route';
import { InvoicePage } from '@/features/invoice/components/invoice-page';

/** /unappliedInvoice/list inside the personal centre (login required). */
export default function UnappliedInvoiceRoute() {
  return (
    <CentreRoute active="invoice">
      <InvoicePage />
    </CentreRoute>
  );
}
