import { InvoiceFolderPage } from '@/features/einvoice-folder/components/invoice-folder-page';
import { CentreRoute } from './centre-route';

/** /invoice-folder inside the personal centre (login required): 发票夹, the buyer's 数电票. */
export default function InvoiceFolderRoute() {
  return (
    <CentreRoute active="invoiceFolder">
      <InvoiceFolderPage />
    </CentreRoute>
  );
}
