import { useLayoutEffect } from 'react';

/**
 * The server's first view of a page (a visitor's home, product, search or category page: its main pictures and
 * names, written into the HTML so a slow line shows them before the scripts have run). It stays until the
 * app has drawn the page itself; removing it also shows the app's root, which its style keeps invisible
 * meanwhile.
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
 * The attribute a page puts on its own element once it is drawn (its data or its error), to release the
 * first view without importing anything: `<div data-page-drawn={drawn ? '' : undefined}>`.
 */
const PAGE_DRAWN = 'data-page-drawn';

/**
 * Releases the first view when an element in the app's root carries `data-page-drawn`. The observer's
 * callback runs in the same task as React's commit, so the first view goes before that frame paints.
 */
export function releaseFirstViewWhenDrawn(root: HTMLElement | null = document.getElementById('root')): void {
  if (!root || !document.getElementById('first-view')) return;
  const check = () => {
    if (!document.getElementById('first-view')) return observer.disconnect();
    if (!root.querySelector(`[${PAGE_DRAWN}]`)) return;
    releaseFirstView();
    observer.disconnect();
  };
  const observer = new MutationObserver(check);
  observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: [PAGE_DRAWN] });
  check();
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
