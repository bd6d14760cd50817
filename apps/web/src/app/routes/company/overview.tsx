import { CentreLayout } from '@/features/centre/components/centre-layout';
import { CompanyGate } from '@/features/company/components/company-gate';
import { OverviewPage } from '@/features/company/components/overview-page';
import { isFinance } from '@/features/company/lib/roles';
import { companyCopy } from '@/locales/zh-CN-company';
import { RequireLogin } from '../require-login';

/** /company/overview?from=&to=: 采购概览 (管理员, 财务). */
export default function CompanyOverviewRoute() {
  return (
    <RequireLogin>
      <CentreLayout active="companyOverview">
        <CompanyGate allow={isFinance} rolesLabel={companyCopy.company.gate.rolesFinance}>
          {() => <OverviewPage />}
        </CompanyGate>
      </CentreLayout>
    </RequireLogin>
  );
}
