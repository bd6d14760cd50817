import { PageCard } from '@/components/page-card';
import { MatchBoard } from '@/features/fulfilment/components/match-board';
import { t } from '@/locales/zh-CN';

/** 三单匹配 (超级管理员, 财务): ordered, received and invoiced per company order line. */
export default function MatchRoute() {
  return (
    <PageCard title={t.fulfilment.matchTitle}>
      <MatchBoard />
    </PageCard>
  );
}
