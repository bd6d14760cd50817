import { PageCard } from '@/components/page-card';
import { paths } from '@/config/paths';
import { BiddingList } from '@/features/biddings/components/bidding-list';
import { t } from '@/locales/zh-CN';

export default function BiddingsRoute() {
  return (
    <PageCard title={t.biddings.title}>
      <BiddingList detailHref={paths.biddingDetail.getHref} />
    </PageCard>
  );
}
