import { CompanyRoute } from './company-route';
import { RequestList } from '@/features/company/components/request-list';

/** /company/requests?status=&keyword=&page=: 我的申请. */
export default function CompanyRequestsRoute() {
  return <CompanyRoute active="companyRequests">{() => <RequestList mode="mine" />}</CompanyRoute>;
}
