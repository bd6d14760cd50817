import { PageCard } from '@/components/page-card';
import { paths } from '@/config/paths';
import { EINVOICE_BASE } from '@/features/einvoice/api/einvoice';
import { EinvoiceTabs } from '@/features/einvoice/components/einvoice-tabs';
import { t } from '@/locales/zh-CN';

/** 数电票 of 自营 (超级管理员, 财务): issue requests, 红字确认单, 授信额度, 开票信息. */
export default function EinvoiceRoute() {
  return (
    <PageCard title={t.einvoice.title}>
      <EinvoiceTabs base={EINVOICE_BASE.console} invoiceHref={paths.invoiceDetail.getHref} />
    </PageCard>
  );
}
