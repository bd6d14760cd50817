import { PageCard } from '@/components/page-card';
import { paths } from '@/config/paths';
import { BuyerList } from '@/features/buyers/components/buyer-list';
import { t } from '@/locales/zh-CN';

export default function BuyersRoute() {
  return (
    <PageCard title={t.buyers.title}>
      <BuyerList detailHref={paths.buyerDetail.getHref} />
    </PageCard>
  );
}
