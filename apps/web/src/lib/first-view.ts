import { useLayoutEffect } from 'react';

/**
 * The server's first view of a page (a visitor's product page: picture and name, written into the HTML so a
 * slow line shows them before the scripts have run). It stays until the app has drawn the page itself;
 * removing it also shows the app's root, which its style keeps invisible meanwhile.
 */
function releaseFirstView(): void {
  document.getElementById('first-view')?.remove();
}

/** Releases the first view once `drawn` is true (the page is drawn, or its error): before that frame paints. */
export function useReleaseFirstView(drawn: boolean): void {
  useLayoutEffect(() => {
    if (drawn) releaseFirstView();
  }, [drawn]);
}

/**
 * Whatever happens on the way (another page opened, a script failing slowly), the app is never hidden for
 * long: the first view goes on the first navigation and after `ms` at the latest.
 */
export function releaseFirstViewEventually(subscribe: (listener: () => void) => () => void, ms = 8000) {
  if (!document.getElementById('first-view')) return;
  const timer = window.setTimeout(releaseFirstView, ms);
  const unsubscribe = subscribe(() => {
    window.clearTimeout(timer);
    releaseFirstView();
    unsubscribe();
  });
}
