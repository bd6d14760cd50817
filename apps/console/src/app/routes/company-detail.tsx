import { DetailRoute } from '@/components/back-link';
import { paths } from '@/config/paths';
import { CompanyDetail } from '@/features/companies/components/company-detail';
import { t } from '@/locales/zh-CN';

export default function CompanyDetailRoute() {
  return (
    <DetailRoute to={paths.companies.getHref()} label={t.companies.title}>
      {(id) => <CompanyDetail id={Number(id)} orderHref={paths.orderDetail.getHref} />}
    </DetailRoute>
  );
}
