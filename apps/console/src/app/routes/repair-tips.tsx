import { PageCard } from '@/components/page-card';
import { RepairTipsForm } from '@/features/settings/components/repair-tips-form';
import { t } from '@/locales/zh-CN';

export default function Route() {
  return (
    <PageCard title={t.settings.repairTipsTitle}>
      <RepairTipsForm />
    </PageCard>
  );
}
