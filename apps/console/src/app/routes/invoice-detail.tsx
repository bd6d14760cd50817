import { DetailRoute } from '@/components/back-link';
import { paths } from '@/config/paths';
import { isPortal } from '@/config/surface';
import { InvoiceDetail } from '@/features/finance/components/invoice-detail';
import { t } from '@/locales/zh-CN';

export default function InvoiceDetailRoute() {
  return (
    <DetailRoute
      to={paths.invoices.getHref()}
      label={isPortal ? t.finance.shopInvoicesTitle : t.finance.invoicesTitle}
    >
      {(id) => <InvoiceDetail id={Number(id)} />}
    </DetailRoute>
  );
}
