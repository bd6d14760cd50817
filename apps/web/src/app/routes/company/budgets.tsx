import { CompanyRoute } from './company-route';
import { BudgetsPage } from '@/features/company/components/budgets-page';

/** /company/budgets: every member sees theirs; 管理员 and 财务 see and manage all. */
export default function CompanyBudgetsRoute() {
  return (
    <CompanyRoute active="companyBudgets">{(company) => <BudgetsPage company={company} />}</CompanyRoute>
  );
}
