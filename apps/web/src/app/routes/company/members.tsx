import { CompanyRoute } from './company-route';
import { MembersPage } from '@/features/company/components/members-page';

/** /company/members?tab=: members, invitations and departments (管理员). */
export default function CompanyMembersRoute() {
  return (
    <CompanyRoute active="companyMembers" only="admin">
      {(company) => <MembersPage company={company} />}
    </CompanyRoute>
  );
}
