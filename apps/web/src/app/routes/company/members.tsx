import { CentreLayout } from '@/features/centre/components/centre-layout';
import { CompanyGate } from '@/features/company/components/company-gate';
import { MembersPage } from '@/features/company/components/members-page';
import { isAdmin } from '@/features/company/lib/roles';
import { companyCopy } from '@/locales/zh-CN-company';
import { RequireLogin } from '../require-login';

/** /company/members?tab=: members, invitations and departments (管理员). */
export default function CompanyMembersRoute() {
  return (
    <RequireLogin>
      <CentreLayout active="companyMembers">
        <CompanyGate allow={isAdmin} rolesLabel={companyCopy.company.gate.rolesAdmin}>
          {(company) => <MembersPage company={company} />}
        </CompanyGate>
      </CentreLayout>
    </RequireLogin>
  );
}
