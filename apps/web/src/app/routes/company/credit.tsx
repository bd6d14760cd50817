import { CentreLayout } from '@/features/centre/components/centre-layout';
import { CompanyGate } from '@/features/company/components/company-gate';
import { CreditPage } from '@/features/company/components/credit-page';
import { RequireLogin } from '../require-login';

/** /company/credit: 账期与对账 for the company's 管理员 and 财务. */
export default function CompanyCreditRoute() {
  return (
    <RequireLogin>
      <CentreLayout active="companyCredit">
        <CompanyGate>{(company) => <CreditPage company={company} />}</CompanyGate>
      </CentreLayout>
    </RequireLogin>
  );
}
