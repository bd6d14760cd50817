import { CentreLayout } from '@/features/centre/components/centre-layout';
import { CompanyGate } from '@/features/company/components/company-gate';
import { isAdmin } from '@/features/company/lib/roles';
import { PunchoutSettingsPanel } from '@/features/punchout/components/punchout-settings';
import { companyCopy } from '@/locales/zh-CN-company';
import { RequireLogin } from '../require-login';

/** /company/punchout: the company's procurement-system set-up, read-only (管理员). */
export default function CompanyPunchoutRoute() {
  return (
    <RequireLogin>
      <CentreLayout active="companyPunchout">
        <CompanyGate allow={isAdmin} rolesLabel={companyCopy.company.gate.rolesAdmin}>
          {() => <PunchoutSettingsPanel />}
        </CompanyGate>
      </CentreLayout>
    </RequireLogin>
  );
}
