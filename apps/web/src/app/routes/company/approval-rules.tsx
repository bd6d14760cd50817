import { CompanyRoute } from './company-route';
import { useCategoryList } from '@/features/category/api/get-category-list';
import { ApprovalRulesPage } from '@/features/company/components/approval-rules-page';

/** /company/approval-rules (管理员); the catalogue's category tree feeds the rule's 商品分类 choice. */
export default function CompanyApprovalRulesRoute() {
  const categories = useCategoryList();
  return (
    <CompanyRoute active="companyRules" only="admin">
      {() => <ApprovalRulesPage categories={categories.data} />}
    </CompanyRoute>
  );
}
