import { CompanyRoute } from './company-route';
import { OverviewPage } from '@/features/company/components/overview-page';

/** /company/overview?from=&to=: 采购概览 (管理员, 财务). */
export default function CompanyOverviewRoute() {
  return (
    <CompanyRoute active="companyOverview" only="finance">
      {() => <OverviewPage />}
    </CompanyRoute>
  );
}
