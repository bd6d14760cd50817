import { useMyCompany } from '@/features/company/api/get-my-company';
import { canSeeCompanyOrders } from '@/features/company/lib/roles';
import { OrderListPage } from '@/features/order/components/order-list-page';
import { RequireLogin } from '../require-login';

/** /order/list?type=&scope= (login required); company members get 采购单号 and, by role, 企业订单. */
export default function OrderListRoute() {
  return (
    <RequireLogin>
      <CompanyOrderList />
    </RequireLogin>
  );
}

function CompanyOrderList() {
  const company = useMyCompany().data;
  const active = !!company?.active;
  return (
    <OrderListPage
      company={active ? { member: true, companyScope: canSeeCompanyOrders(company) } : undefined}
    />
  );
}
