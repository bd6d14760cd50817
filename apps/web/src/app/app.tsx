import { RouterProvider } from 'react-router';
import { releaseFirstViewEventually, releaseFirstViewWhenDrawn } from '@/lib/first-view';
import { setNavigator } from '@/lib/navigation';
import { AppProvider } from './provider';
import { createRouter } from './router';
import './styles.css';

type Router = ReturnType<typeof createRouter>;

/**
 * The storefront's router, made once outside React (a first render React restarts makes no second one),
 * ready once its first page's code has loaded (its routes are lazy).
 *
 * React Router's provider reads the router's state when it renders and subscribes only once it has
 * committed: a first page whose code arrives between the two (a first render in a transition is sliced,
 * and on a busy machine that takes a while) is never seen, and the page stays blank. Rendering only once
 * the router is ready leaves nothing to miss.
 */
export function startRouter(): Promise<Router> {
  const router = createRouter();
  setNavigator((to, options) => void router.navigate(to, options));
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve(router);
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve(router);
    });
  });
}

export function App({ router }: { router: Router }) {
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}

/**
 * The server's first view (lib/first-view.ts) goes when the page marks itself drawn, or when the buyer
 * moves to another page.
 */
export function releaseFirstViewOf(router: Router): void {
  releaseFirstViewWhenDrawn();
  const first = router.state.location.key;
  releaseFirstViewEventually((release) =>
    router.subscribe((state) => {
      if (state.location.key !== first) release();
    }),
  );
}
