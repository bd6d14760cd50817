import { PageCard } from '@/components/page-card';
import { MaintenanceForm } from '@/features/settings/components/maintenance-form';
import { t } from '@/locales/zh-CN';

export default function Route() {
  return (
    <PageCard title={t.settings.maintenanceTitle}>
      <MaintenanceForm />
    </PageCard>
  );
}
