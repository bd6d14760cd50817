import { EinvoiceOfInvoice } from '@/features/einvoice-folder/components/einvoice-of-invoice';
import { InvoicePage } from '@/features/invoice/components/invoice-page';
import { RedFormsOfInvoice } from '@/features/red-forms/components/red-forms-of-invoice';
import { CentreRoute } from './centre-route';

/**
 * /unappliedInvoice/list inside the personal centre (login required). An invoice's detail shows its 数电票
 * (from 发票夹) and the 红字确认单 over it.
 */
export default function UnappliedInvoiceRoute() {
  return (
    <CentreRoute active="invoice">
      <InvoicePage
        einvoice={(d) => (
          <>
            <EinvoiceOfInvoice invoiceId={d.id} orderNos={d.orderNos} />
            <RedFormsOfInvoice invoiceId={d.id} />
          </>
        )}
      />
    </CentreRoute>
  );
}
