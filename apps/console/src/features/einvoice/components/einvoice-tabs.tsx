import { Tabs } from 'antd';
import { useUrlState } from '@mall/client-kit';
import { t } from '@/locales/zh-CN';
import type { EinvoiceBase } from '../api/einvoice';
import { IssueRequests } from './issue-requests';
import { QuotaPanel, QuotaWarning } from './quota';
import { RedForms } from './red-forms';
import { TaxProfileForm } from './tax-profile-form';

const c = t.einvoice;
const KEYS = ['tab'] as const;

/**
 * The seller's 数电票 page, one for both surfaces: the quota warning above whatever tab is open, then 开具请求
 * (the console only: pass `invoiceHref`), 红字确认单, 授信额度 and 开票信息. The tab is the URL's `tab`.
 */
export function EinvoiceTabs({
  base,
  invoiceHref,
}: {
  base: EinvoiceBase;
  /** The console's link to an invoice application; its presence adds the 开具请求 tab. */
  invoiceHref?: (id: number) => string;
}) {
  const { values, set } = useUrlState(KEYS);
  const items = [
    invoiceHref && {
      key: 'issues',
      label: c.tabs.issues,
      children: <IssueRequests invoiceHref={invoiceHref} />,
    },
    { key: 'red-forms', label: c.tabs.redForms, children: <RedForms base={base} /> },
    { key: 'quota', label: c.tabs.quota, children: <QuotaPanel base={base} /> },
    { key: 'profile', label: c.tabs.profile, children: <TaxProfileForm base={base} /> },
  ].filter((item) => !!item);
  const active = items.some((i) => i.key === values.tab) ? values.tab : items[0]!.key;
  return (
    <>
      <QuotaWarning base={base} />
      <Tabs
        activeKey={active}
        // Another tab starts from its own filters: the old tab's are dropped from the URL.
        onChange={(tab) => set({ tab, issueStatus: undefined, formStatus: undefined })}
        items={items}
        destroyOnHidden
      />
    </>
  );
}
