import { DetailRoute } from '@/components/back-link';
import { paths } from '@/config/paths';
import { BuyerDetail } from '@/features/buyers/components/buyer-detail';
import { t } from '@/locales/zh-CN';

export default function BuyerDetailRoute() {
  return (
    <DetailRoute to={paths.buyers.getHref()} label={t.buyers.title}>
      {(id) => <BuyerDetail id={Number(id)} orderHref={paths.orderDetail.getHref} />}
    </DetailRoute>
  );
}
