import { PageCard } from '@/components/page-card';
import { CreditConsole } from '@/features/credit/components/credit-console';
import { t } from '@/locales/zh-CN';

export default function CreditRoute() {
  return (
    <PageCard title={t.menu.credit}>
      <CreditConsole />
    </PageCard>
  );
}
