import { CentreLayout } from '@/features/centre/components/centre-layout';
import { CompanyGate } from '@/features/company/components/company-gate';
import { RequestList } from '@/features/company/components/request-list';
import { canApprove } from '@/features/company/lib/roles';
import { companyCopy } from '@/locales/zh-CN-company';
import { RequireLogin } from '../require-login';

/** /company/approvals?status=&keyword=&page=: 待我审批 (管理员, 审批人, department heads). */
export default function CompanyApprovalsRoute() {
  return (
    <RequireLogin>
      <CentreLayout active="companyApprovals">
        <CompanyGate allow={canApprove} rolesLabel={companyCopy.company.gate.rolesApprovers}>
          {() => <RequestList mode="todo" />}
        </CompanyGate>
      </CentreLayout>
    </RequireLogin>
  );
}
