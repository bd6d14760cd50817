import { PageCard } from '@/components/page-card';
import { paths } from '@/config/paths';
import { Dashboard } from '@/features/dashboard/components/dashboard';
import { t } from '@/locales/zh-CN';

const links = {
  orders: paths.orders.getHref(),
  afs: paths.afs.getHref(),
  invoices: paths.invoices.getHref(),
  biddings: paths.biddings.getHref(),
  merchants: paths.merchants.getHref(),
};

export default function DashboardRoute() {
  return (
    <PageCard title={t.menu.dashboard}>
      <Dashboard links={links} />
    </PageCard>
  );
}
