import { CentreRoute } from '../centre-route';
import { useSearchParams } from 'react-router';
import { RequestDetail } from '@/features/company/components/request-detail';

/** /company/requests/detail?requestNo=&from=todo: one purchase request (requester, its approvers, 管理员). */
export default function CompanyRequestDetailRoute() {
  const [search] = useSearchParams();
  const requestNo = search.get('requestNo') ?? '';
  const fromTodo = search.get('from') === 'todo';
  return (
    <CentreRoute active={fromTodo ? 'companyApprovals' : 'companyRequests'}>
      <RequestDetail key={requestNo} requestNo={requestNo} fromTodo={fromTodo} />
    </CentreRoute>
  );
}
