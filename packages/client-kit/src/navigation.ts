/**
 * Lets code outside React (the request layer) navigate. The router registers its navigate function at
 * start; until then a full page load is used. Paths are router paths (without the app's basename).
 */
type Navigate = (to: string, options?: { replace?: boolean }) => void;

export function createNavigation(basename = '') {
  let navigator: Navigate = (to, options) => {
    const href = `${basename}${to}`;
    if (options?.replace) window.location.replace(href);
    else window.location.assign(href);
  };
  return {
    setNavigator(next: Navigate): void {
      navigator = next;
    },
    navigate(to: string, options?: { replace?: boolean }): void {
      navigator(to, options);
    },
    /** The current router path and search (basename stripped), as the login redirect keeps them. */
    currentPath(): string {
      const { pathname, search } = window.location;
      const path =
        basename && pathname.startsWith(basename) ? pathname.slice(basename.length) || '/' : pathname;
      return `${path}${search}`;
    },
  };
}
