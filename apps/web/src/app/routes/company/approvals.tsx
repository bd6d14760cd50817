import { CompanyRoute } from './company-route';
import { RequestList } from '@/features/company/components/request-list';

/** /company/approvals?status=&keyword=&page=: 待我审批 (管理员, 审批人, department heads). */
export default function CompanyApprovalsRoute() {
  return (
    <CompanyRoute active="companyApprovals" only="approvers">
      {() => <RequestList mode="todo" />}
    </CompanyRoute>
  );
}
