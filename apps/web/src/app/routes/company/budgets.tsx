import { CentreLayout } from '@/features/centre/components/centre-layout';
import { BudgetsPage } from '@/features/company/components/budgets-page';
import { CompanyGate } from '@/features/company/components/company-gate';
import { RequireLogin } from '../require-login';

/** /company/budgets: every member sees theirs; 管理员 and 财务 see and manage all. */
export default function CompanyBudgetsRoute() {
  return (
    <RequireLogin>
      <CentreLayout active="companyBudgets">
        <CompanyGate>{(company) => <BudgetsPage company={company} />}</CompanyGate>
      </CentreLayout>
    </RequireLogin>
  );
}
