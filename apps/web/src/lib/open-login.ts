import { paths } from '@/config/paths';
import { getLoginInfo } from './cookies';
import { currentPathAndSearch, navigate } from './navigation';

/** target: where the buyer wants to go; the /login fallback uses it as the redirect. */
type OpenLogin = (callback?: () => void, target?: string) => void;

/**
 * Hook point for the login popup (spec "Login popup"). The accounts feature replaces the body with
 * setOpenLoginImpl; until then a visitor goes to the /login page with the current path as redirect.
 */
let impl: OpenLogin = (_callback, target) => navigate(paths.login.getHref(target ?? currentPathAndSearch()));

export function setOpenLoginImpl(next: OpenLogin): void {
  impl = next;
}

/** Runs the callback at once for a logged-in buyer; otherwise asks the visitor to log in first. */
export function openLogin(callback?: () => void, target?: string): void {
  if (getLoginInfo()) {
    callback?.();
    return;
  }
  impl(callback, target);
}

/** For links to pages that need login: go there, or log in first and then go there. */
export function requireLogin(to: string): void {
  openLogin(() => navigate(to), to);
}
