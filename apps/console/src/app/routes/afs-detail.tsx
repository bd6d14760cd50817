import { DetailRoute } from '@/components/back-link';
import { paths } from '@/config/paths';
import { AfsDetail } from '@/features/afs/components/afs-detail';
import { t } from '@/locales/zh-CN';

export default function AfsDetailRoute() {
  return (
    <DetailRoute to={paths.afs.getHref()} label={t.afs.title} param="afsNo">
      {(afsNo) => <AfsDetail afsNo={afsNo} />}
    </DetailRoute>
  );
}
