import { createClientStore, useClientStore } from '@mall/client-kit';
import type { SceneCategoryNode } from '@mall/shared';
import { removeLoginInfo } from './cookies';

/** The spec's client stores: user info, cart count, unread message count, scene categories. */
export type UserInfo = { id: number; username: string };
type State = {
  user: UserInfo | null;
  cartNum: number;
  messageNum: number;
  sceneCategories: SceneCategoryNode[];
  /** A company sub-account that still has its initial password: only the security tab until it is changed. */
  mustChangePassword: boolean;
};

const USER_KEY = 'userInfo';

function readStoredUser(): UserInfo | null {
  try {
    const raw = window.localStorage.getItem(USER_KEY);
    if (!raw) return null;
    const user = JSON.parse(raw) as Partial<UserInfo>;
    return typeof user.username === 'string' ? { id: Number(user.id) || 0, username: user.username } : null;
  } catch {
    return null;
  }
}

const store = createClientStore<State>({
  user: null,
  cartNum: 0,
  messageNum: 0,
  sceneCategories: [],
  mustChangePassword: false,
});
const set = store.set;

export const userStore = {
  getState: store.getState,
  subscribe: store.subscribe,
  /** Stores the profile in state and local storage. */
  setUser(user: UserInfo | null) {
    try {
      if (user) window.localStorage.setItem(USER_KEY, JSON.stringify(user));
      else window.localStorage.removeItem(USER_KEY);
    } catch {
      // storage may be unavailable (private mode); state still holds the user
    }
    set({ user });
  },
  setCartNum: (cartNum: number) => set({ cartNum }),
  setMessageNum: (messageNum: number) => set({ messageNum }),
  setSceneCategories: (sceneCategories: SceneCategoryNode[]) => set({ sceneCategories }),
  setMustChangePassword: (mustChangePassword: boolean) => {
    if (store.getState().mustChangePassword !== mustChangePassword) set({ mustChangePassword });
  },
  /** The stored user of an earlier visit, shown until the profile call answers. */
  restore() {
    if (!store.getState().user) {
      const user = readStoredUser();
      if (user) set({ user });
    }
  },
};

/** Signs out on this device only: drops the tokens, the stored profile and the counters. */
export function signOutLocally(): void {
  removeLoginInfo();
  userStore.setUser(null);
  set({ cartNum: 0, messageNum: 0, mustChangePassword: false });
}

export function useUserStore<T>(select: (s: State) => T): T {
  return useClientStore(store, select);
}
