import { PageCard } from '@/components/page-card';
import { OpenAppList } from '@/features/open-apps/components/open-app-list';
import { t } from '@/locales/zh-CN';

export default function OpenAppsRoute() {
  return (
    <PageCard title={t.openApps.title}>
      <OpenAppList />
    </PageCard>
  );
}
