import { PageCard } from '@/components/page-card';
import { EINVOICE_BASE } from '@/features/einvoice/api/einvoice';
import { EinvoiceTabs } from '@/features/einvoice/components/einvoice-tabs';
import { t } from '@/locales/zh-CN';

/** The shop's 数电票 (店铺管理员, 财务): 红字确认单, 授信额度, 开票信息. */
export default function PortalEinvoiceRoute() {
  return (
    <PageCard title={t.einvoice.title}>
      <EinvoiceTabs base={EINVOICE_BASE.portal} />
    </PageCard>
  );
}
