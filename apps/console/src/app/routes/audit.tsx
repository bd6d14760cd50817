import { PageCard } from '@/components/page-card';
import { AuditList } from '@/features/audit/components/audit-list';
import { t } from '@/locales/zh-CN';

export default function Route() {
  return (
    <PageCard title={t.audit.title}>
      <AuditList />
    </PageCard>
  );
}
