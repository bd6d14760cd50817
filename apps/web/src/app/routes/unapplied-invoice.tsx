import { CentreLayout } from '@/features/centre/components/centre-layout';
import { InvoicePage } from '@/features/invoice/components/invoice-page';
import { RequireLogin } from './require-login';

/** /unappliedInvoice/list inside the personal centre (login required). */
export default function UnappliedInvoiceRoute() {
  return (
    <RequireLogin>
      <CentreLayout active="invoice">
        <InvoicePage />
      </CentreLayout>
    </RequireLogin>
  );
}
