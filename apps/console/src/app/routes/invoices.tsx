import { PageCard } from '@/components/page-card';
import { paths } from '@/config/paths';
import { isPortal } from '@/config/surface';
import { InvoiceList } from '@/features/finance/components/invoice-list';
import { t } from '@/locales/zh-CN';

export default function InvoicesRoute() {
  return (
    <PageCard title={isPortal ? t.finance.shopInvoicesTitle : t.finance.invoicesTitle}>
      <InvoiceList detailHref={paths.invoiceDetail.getHref} />
    </PageCard>
  );
}
