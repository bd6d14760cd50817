import { useParams } from 'react-router';
import { BackLink } from '@/components/back-link';
import { paths } from '@/config/paths';
import { AfsDetail } from '@/features/afs/components/afs-detail';
import { t } from '@/locales/zh-CN';

export default function AfsDetailRoute() {
  const { afsNo = '' } = useParams();
  return (
    <>
      <BackLink to={paths.afs.getHref()} label={t.afs.title} />
      <AfsDetail afsNo={afsNo} />
    </>
  );
}
