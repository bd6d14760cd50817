import { CentreLayout } from '@/features/centre/components/centre-layout';
import { CompanyGate } from '@/features/company/components/company-gate';
import { RequestList } from '@/features/company/components/request-list';
import { RequireLogin } from '../require-login';

/** /company/requests?status=&keyword=&page=: 我的申请. */
export default function CompanyRequestsRoute() {
  return (
    <RequireLogin>
      <CentreLayout active="companyRequests">
        <CompanyGate>{() => <RequestList mode="mine" />}</CompanyGate>
      </CentreLayout>
    </RequireLogin>
  );
}
