import { PageCard } from '@/components/page-card';
import { paths } from '@/config/paths';
import { CompanyList } from '@/features/companies/components/company-list';
import { t } from '@/locales/zh-CN';

export default function CompaniesRoute() {
  return (
    <PageCard title={t.companies.title}>
      <CompanyList detailHref={paths.companyDetail.getHref} />
    </PageCard>
  );
}
