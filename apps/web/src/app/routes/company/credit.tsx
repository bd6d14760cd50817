import { lazy } from 'react';
import { CompanyRoute } from './company-route';
import { ViewOr } from './view-or';
import { CreditPage } from '@/features/company/components/credit-page';

const MatchRoute = lazy(() => import('./match'));

/** /company/credit: 账期与对账 for the company's 管理员 and 财务; with ?view=match, 三单匹配. */
export default function CompanyCreditRoute() {
  return (
    <ViewOr name="match" view={MatchRoute}>
      <CompanyRoute active="companyCredit">{(company) => <CreditPage company={company} />}</CompanyRoute>
    </ViewOr>
  );
}
