import { CompanyRoute } from './company-route';
import { CreditPage } from '@/features/company/components/credit-page';

/** /company/credit: 账期与对账 for the company's 管理员 and 财务. */
export default function CompanyCreditRoute() {
  return <CompanyRoute active="companyCredit">{(company) => <CreditPage company={company} />}</CompanyRoute>;
}
