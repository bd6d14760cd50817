import { createClientStore, useClientStore } from '@mall/client-kit';
import { canUseArea, type ConsoleArea, type OperatorInfo } from '@mall/shared';
import { paths } from '@/config/paths';
import { isPortal } from '@/config/surface';
import { currentRouterPath } from './navigation';
import { removeOperatorTokens } from './token-storage';

/** The signed-in operator (from GET /api/admin/auth/me); the only client store of the console. */
const store = createClientStore<{ operator: OperatorInfo | null }>({ operator: null });

export const operatorStore = {
  getState: store.getState,
  setOperator(operator: OperatorInfo | null) {
    if (operator) leaving = false;
    store.set({ operator });
  },
};

let leaving = false;

/**
 * The operator chose to sign out: the login page it ends on keeps no way back to the page left. Without
 * this, a call still in flight (answered 401 once the session ends) or a layout re-rendering before the
 * navigation to the login commits would send to the login *with* a way back, a race a slow host wins.
 */
export function markLeaving(): void {
  leaving = true;
}

/** Where the login goes afterwards: the page being left (with its query), unless the operator signed out. */
export function loginHref(): string {
  return paths.login.getHref(leaving ? undefined : currentRouterPath());
}

/** Signs out on this browser only: drops the tokens and the operator. */
export function signOutLocally(): void {
  removeOperatorTokens();
  operatorStore.setOperator(null);
}

export function useOperator(): OperatorInfo | null {
  return useClientStore(store, (state) => state.operator);
}

/** Whether the signed-in operator's role may use an area (buttons hide what the role cannot do). */
export function useCan(): (area: ConsoleArea) => boolean {
  const operator = useOperator();
  // The merchant portal reuses the console's order screens behind its own role check (RequirePortalArea):
  // there the shop's staff act on their own orders and after-sales, and nothing of the platform's areas.
  if (isPortal) return (area) => area === 'orders' || area === 'afs';
  return (area) => (operator ? canUseArea(operator.role, area) : false);
}
