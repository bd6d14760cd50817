import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { CompanyRoute } from './company-route';
import { CreditPage } from '@/features/company/components/credit-page';

/**
 * 三单匹配 (/company/credit?view=match), loaded when asked for. A view of this route, not a route of its own:
 * the route table is part of the product page's first render, whose JS budget has no room left.
 */
const MatchRoute = lazy(() => import('./match'));

/** /company/credit: 账期与对账 for the company's 管理员 and 财务; with ?view=match, 三单匹配. */
export default function CompanyCreditRoute() {
  const [search] = useSearchParams();
  if (search.get('view') === 'match')
    return (
      <Suspense fallback={null}>
        <MatchRoute />
      </Suspense>
    );
  return <CompanyRoute active="companyCredit">{(company) => <CreditPage company={company} />}</CompanyRoute>;
}
