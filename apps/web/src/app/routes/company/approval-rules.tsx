import { CentreLayout } from '@/features/centre/components/centre-layout';
import { useCategoryList } from '@/features/category/api/get-category-list';
import { ApprovalRulesPage } from '@/features/company/components/approval-rules-page';
import { CompanyGate } from '@/features/company/components/company-gate';
import { isAdmin } from '@/features/company/lib/roles';
import { companyCopy } from '@/locales/zh-CN-company';
import { RequireLogin } from '../require-login';

/** /company/approval-rules (管理员); the catalogue's category tree feeds the rule's 商品分类 choice. */
export default function CompanyApprovalRulesRoute() {
  const categories = useCategoryList();
  return (
    <RequireLogin>
      <CentreLayout active="companyRules">
        <CompanyGate allow={isAdmin} rolesLabel={companyCopy.company.gate.rolesAdmin}>
          {() => <ApprovalRulesPage categories={categories.data} />}
        </CompanyGate>
      </CentreLayout>
    </RequireLogin>
  );
}
