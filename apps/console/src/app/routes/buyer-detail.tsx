import { useParams } from 'react-router';
import { BackLink } from '@/components/back-link';
import { paths } from '@/config/paths';
import { BuyerDetail } from '@/features/buyers/components/buyer-detail';
import { t } from '@/locales/zh-CN';

export default function BuyerDetailRoute() {
  const { id = '' } = useParams();
  return (
    <>
      <BackLink to={paths.buyers.getHref()} label={t.buyers.title} />
      <BuyerDetail id={Number(id)} orderHref={paths.orderDetail.getHref} />
    </>
  );
}
