/**
 * Lets code outside React (the request layer) navigate. The router registers its navigate function at
 * start; until then a full page load is used.
 */
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigator: Navigate = (to, options) => {
  if (options?.replace) window.location.replace(to);
  else window.location.assign(to);
};

export function setNavigator(next: Navigate): void {
  navigator = next;
}

export function navigate(to: string, options?: { replace?: boolean }): void {
  navigator(to, options);
}

/** The current path and search, as the login redirect keeps them. */
export function currentPathAndSearch(): string {
  return `${window.location.pathname}${window.location.search}`;
}
