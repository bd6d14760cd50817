import { PageCard } from '@/components/page-card';
import { PunchoutSimulator } from '@/features/punchout/components/punchout-simulator';
import { t } from '@/locales/zh-CN';

export default function PunchoutSimulatorRoute() {
  return (
    <PageCard title={t.punchout.sim.title}>
      <PunchoutSimulator />
    </PageCard>
  );
}
