import { DetailRoute } from '@/components/back-link';
import { paths } from '@/config/paths';
import { BiddingDetail } from '@/features/biddings/components/bidding-detail';
import { t } from '@/locales/zh-CN';

export default function BiddingDetailRoute() {
  return (
    <DetailRoute to={paths.biddings.getHref()} label={t.biddings.title}>
      {(id) => <BiddingDetail id={Number(id)} />}
    </DetailRoute>
  );
}
