import { PageCard } from '@/components/page-card';
import { SiteForm } from '@/features/settings/components/site-form';
import { t } from '@/locales/zh-CN';

export default function Route() {
  return (
    <PageCard title={t.settings.siteTitle}>
      <SiteForm />
    </PageCard>
  );
}
