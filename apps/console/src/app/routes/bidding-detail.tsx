import { useParams } from 'react-router';
import { BackLink } from '@/components/back-link';
import { paths } from '@/config/paths';
import { BiddingDetail } from '@/features/biddings/components/bidding-detail';
import { t } from '@/locales/zh-CN';

export default function BiddingDetailRoute() {
  const { id = '' } = useParams();
  return (
    <>
      <BackLink to={paths.biddings.getHref()} label={t.biddings.title} />
      <BiddingDetail id={Number(id)} />
    </>
  );
}
