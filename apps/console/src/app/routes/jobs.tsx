import { PageCard } from '@/components/page-card';
import { JobsHealth } from '@/features/settings/components/jobs-health';
import { t } from '@/locales/zh-CN';

export default function Route() {
  return (
    <PageCard title={t.settings.jobsTitle}>
      <JobsHealth />
    </PageCard>
  );
}
