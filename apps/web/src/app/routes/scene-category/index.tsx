import { useSearchParams } from 'react-router';
import { useSearchProducts } from '@/features/catalogue/api/search-products';
import { PageCrumbs } from '@/features/catalogue/components/breadcrumbs';
import { ScreeningView } from '@/features/catalogue/components/screening-view';
import { toSearchBody } from '@/features/catalogue/lib/screening-state';
import { useScreening } from '@/features/catalogue/lib/use-screening';
import { useSceneZone } from '@/features/scene-zone/api/get-scene-zone';
import { SceneZoneHeader } from '@/features/scene-zone/components/scene-zone-header';
import { t } from '@/locales/zh-CN';
import { idParam, PageState } from '../catalogue-common';
import { screeningResult } from '@/features/catalogue/lib/screening-result';

/** /scene-category/first?firstId=&secondId=: the scene's children as tabs and the active tab's products. */
export default function SceneCategoryPage() {
  const [params] = useSearchParams();
  const firstId = idParam(params.get('firstId') ?? undefined);
  const secondRaw = params.get('secondId');
  const secondId = secondRaw ? idParam(secondRaw) : undefined;
  const zone = useSceneZone(firstId, secondId || undefined);
  const screening = useScreening();
  const { state } = screening;
  const activeId = zone.data?.activeId ?? 0;
  const products = useSearchProducts(toSearchBody({ sceneId: activeId }, state), activeId > 0);
  if (!zone.data) {
    return (
      <PageState
        query={zone}
        invalid={firstId === 0 || secondId === 0}
        notFoundTitle={t.sceneZone.notFound}
      />
    );
  }
  return (
    <div className="mall-container mall-cat-page">
      <PageCrumbs items={[{ label: t.sceneZone.title }, { label: zone.data.scene.name }]} />
      <SceneZoneHeader page={zone.data} />
      <ScreeningView {...screeningResult(products)} {...screening} showCategories />
    </div>
  );
}
