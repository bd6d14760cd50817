import { useSearchParams } from 'react-router';
import { AfsPage } from '@/features/afs/components/afs-page';
import { CentreRoute } from './centre-route';

/** /afs/list inside the personal centre; ?orderNo=&lineId= opens the application for that order line. */
export default function AfsRoute() {
  const [search, setSearch] = useSearchParams();
  const orderNo = search.get('orderNo') ?? '';
  const lineId = Number(search.get('lineId') ?? 0);
  return (
    <CentreRoute active="afs">
      <AfsPage
        apply={orderNo && lineId ? { orderNo, lineId } : null}
        onApplyDone={() => setSearch({}, { replace: true })}
      />
    </CentreRoute>
  );
}
