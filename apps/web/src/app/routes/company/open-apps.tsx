import { CompanyRoute } from './company-route';
import { OpenAppsPage } from '@/features/open-apps/components/open-apps-page';

/** /company/open-apps: the company's open-platform apps (管理员). */
export default function CompanyOpenAppsRoute() {
  return (
    <CompanyRoute active="companyOpenApps" only="admin">
      {() => <OpenAppsPage />}
    </CompanyRoute>
  );
}
