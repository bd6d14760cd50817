import { useSearchParams } from 'react-router';
import { CentreLayout } from '@/features/centre/components/centre-layout';
import { RequestDetail } from '@/features/company/components/request-detail';
import { RequireLogin } from '../require-login';

/** /company/requests/detail?requestNo=&from=todo: one purchase request (requester, its approvers, 管理员). */
export default function CompanyRequestDetailRoute() {
  const [search] = useSearchParams();
  const requestNo = search.get('requestNo') ?? '';
  const fromTodo = search.get('from') === 'todo';
  return (
    <RequireLogin>
      <CentreLayout active={fromTodo ? 'companyApprovals' : 'companyRequests'}>
        <RequestDetail key={requestNo} requestNo={requestNo} fromTodo={fromTodo} />
      </CentreLayout>
    </RequireLogin>
  );
}
