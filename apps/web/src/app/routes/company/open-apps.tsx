import { CentreLayout } from '@/features/centre/components/centre-layout';
import { CompanyGate } from '@/features/company/components/company-gate';
import { isAdmin } from '@/features/company/lib/roles';
import { OpenAppsPage } from '@/features/open-apps/components/open-apps-page';
import { companyCopy } from '@/locales/zh-CN-company';
import { RequireLogin } from '../require-login';

/** /company/open-apps: the company's open-platform apps (管理员). */
export default function CompanyOpenAppsRoute() {
  return (
    <RequireLogin>
      <CentreLayout active="companyOpenApps">
        <CompanyGate allow={isAdmin} rolesLabel={companyCopy.company.gate.rolesAdmin}>
          {() => <OpenAppsPage />}
        </CompanyGate>
      </CentreLayout>
    </RequireLogin>
  );
}
