import { useParams } from 'react-router';
import { BackLink } from '@/components/back-link';
import { paths } from '@/config/paths';
import { CompanyDetail } from '@/features/companies/components/company-detail';
import { t } from '@/locales/zh-CN';

export default function CompanyDetailRoute() {
  const { id = '' } = useParams();
  return (
    <>
      <BackLink to={paths.companies.getHref()} label={t.companies.title} />
      <CompanyDetail id={Number(id)} orderHref={paths.orderDetail.getHref} />
    </>
  );
}
