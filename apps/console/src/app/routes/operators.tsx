import { PageCard } from '@/components/page-card';
import { OperatorList } from '@/features/operators/components/operator-list';
import { t } from '@/locales/zh-CN';

export default function Route() {
  return (
    <PageCard title={t.operators.title}>
      <OperatorList />
    </PageCard>
  );
}
