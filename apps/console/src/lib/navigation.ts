/**
 * Lets code outside React (the request layer) navigate. The router registers its navigate function at
 * start; until then a full page load is used. Paths are router paths (without the /admin basename).
 */
type Navigate = (to: string, options?: { replace?: boolean }) => void;

const BASENAME = '/admin';

let navigator: Navigate = (to, options) => {
  const href = `${BASENAME}${to}`;
  if (options?.replace) window.location.replace(href);
  else window.location.assign(href);
};

export function setNavigator(next: Navigate): void {
  navigator = next;
}

export function navigate(to: string, options?: { replace?: boolean }): void {
  navigator(to, options);
}

/** The current router path and search (basename stripped), as the login redirect keeps them. */
export function currentRouterPath(): string {
  const path = window.location.pathname.startsWith(BASENAME)
    ? window.location.pathname.slice(BASENAME.length) || '/'
    : window.location.pathname;
  return `${path}${window.location.search}`;
}
