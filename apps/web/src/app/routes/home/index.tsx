import { useMemo } from 'react';
import { CategoryMenu } from '@/features/category/components/category-menu';
import { useBanners } from '@/features/home/api/get-banners';
import { useFloors } from '@/features/home/api/get-floors';
import { useHotSale } from '@/features/home/api/get-hot-sale';
import { HomeCarousel } from '@/features/home/components/home-carousel';
import { HomeFloor } from '@/features/home/components/home-floor';
import { HotSale } from '@/features/home/components/hot-sale';
import { useSceneCategory } from '@/features/scene/api/get-scene-category';
import { SceneBanners } from '@/features/scene/components/scene-banners';
import { HOME_FLOORS_MAX } from '@mall/shared';
import { getAreaIdList } from '@/lib/cookies';
import { QuickPanel } from './quick-panel';
import { ServiceTiles } from './service-tiles';
import './home.css';

/** Home (mall) page. */
export default function HomePage() {
  const areaCode = useMemo(() => getAreaIdList(), []);
  const { data: floors, isPending: floorsPending } = useFloors(areaCode);
  // The server's first view (the carousel's first banner) stays until the carousel has its banners
  // (lib/first-view.ts: data-page-drawn).
  const bannersSettled = !useBanners().isPending;
  // What lies below a block appears only once the block has its data, so nothing already on the screen is
  // pushed down when it arrives (CLS; docs/decisions/2026-11-25-lean-storefront.md): the floors after the
  // hot sale, the scene banners after the floors.
  const hotSaleSettled = !useHotSale(areaCode).isPending;
  const { data: scenes } = useSceneCategory();
  // Floors in the server's order: the operator chooses them (the spec's five by default).
  const ordered = useMemo(() => (floors ?? []).slice(0, HOME_FLOORS_MAX), [floors]);

  return (
    <div className="mall-home mall-container" data-page-drawn={bannersSettled ? '' : undefined}>
      <div className="mall-home-top">
        <CategoryMenu />
        <div className="mall-home-center">
          <HomeCarousel />
          <ServiceTiles />
        </div>
        <QuickPanel />
      </div>
      <HotSale areaCode={areaCode} />
      {hotSaleSettled &&
        ordered.map((floor, index) => <HomeFloor key={floor.id} floor={floor} index={index} />)}
      {hotSaleSettled && !floorsPending && <SceneBanners nodes={scenes ?? []} />}
    </div>
  );
}
