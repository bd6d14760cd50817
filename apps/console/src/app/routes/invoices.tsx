import { PageCard } from '@/components/page-card';
import { paths } from '@/config/paths';
import { InvoiceList } from '@/features/finance/components/invoice-list';
import { t } from '@/locales/zh-CN';

export default function InvoicesRoute() {
  return (
    <PageCard title={t.finance.invoicesTitle}>
      <InvoiceList detailHref={paths.invoiceDetail.getHref} />
    </PageCard>
  );
}
