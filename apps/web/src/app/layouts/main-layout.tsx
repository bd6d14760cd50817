import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { LoginModalHost } from '@/features/auth/components/login-modal';
import { TileExtraContext, TileNoteContext } from '@/features/catalogue/components/tile-extra';
import { CompareBar } from '@/features/compare/components/compare-bar';
import { MaintenanceBanner } from '@/features/maintenance/components/maintenance-banner';
import { useSceneCategory } from '@/features/scene/api/get-scene-category';
import { paths } from '@/config/paths';
import { userStore, useUserStore } from '@/lib/user-store';
import { compareTileExtra } from './shell/compare-slots';
import { materialCodeTileNote } from './shell/material-code-slots';
import { DocumentTitle } from './shell/document-title';
import { FixedHeader } from './shell/fixed-header';
import { Footer } from './shell/footer';
import { Header } from './shell/header';
import { MainNav } from './shell/main-nav';
import { RouteLoading } from './shell/route-loading';
import { SideToolbar } from './shell/side-toolbar';
import { SloganStrip } from './shell/slogan-strip';
import { TopBar } from './shell/top-bar';
import { useLayoutLoad } from './shell/use-layout-load';
import { usePasswordGuard } from './shell/use-password-guard';

// Only signed-in buyers can be in a punch-out session: the banner's code loads for them, after the page.
const PunchoutBanner = lazy(() =>
  import('@/features/punchout/components/punchout-banner').then((m) => ({ default: m.PunchoutBanner })),
);

/** The shared shell of every storefront page. */
export function MainLayout() {
  const { pathname } = useLocation();
  const home = pathname === paths.home.path;
  const { data: scenes } = useSceneCategory();
  const signedIn = useUserStore((s) => s.user !== null);
  useLayoutLoad();
  usePasswordGuard();
  useEffect(() => {
    if (scenes) userStore.setSceneCategories(scenes);
  }, [scenes]);

  return (
    <>
      <DocumentTitle />
      <MaintenanceBanner />
      {signedIn && (
        <Suspense fallback={null}>
          <PunchoutBanner />
        </Suspense>
      )}
      <TopBar />
      <Header home={home} />
      <MainNav home={home} />
      <main className="mall-content">
        <TileExtraContext value={compareTileExtra}>
          <TileNoteContext value={materialCodeTileNote}>
            <Outlet />
          </TileNoteContext>
        </TileExtraContext>
      </main>
      <SloganStrip />
      <Footer />
      <FixedHeader />
      <SideToolbar />
      {/* The compare page is the bar's destination: it is not shown there. */}
      {pathname !== paths.compare.path && <CompareBar />}
      <RouteLoading />
      <LoginModalHost />
    </>
  );
}
