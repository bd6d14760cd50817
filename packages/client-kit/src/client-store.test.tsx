import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createClientStore, useClientStore } from './client-store';

afterEach(cleanup);

describe('createClientStore', () => {
  it('merges a patch, tells its subscribers until they leave, and renders the slice a component reads', () => {
    const store = createClientStore({ user: null as string | null, cartNum: 0 });
    const listener = vi.fn();
    const leave = store.subscribe(listener);
    store.set({ cartNum: 2 });
    expect(store.getState()).toEqual({ user: null, cartNum: 2 });
    expect(listener).toHaveBeenCalledTimes(1);
    leave();
    store.set({ cartNum: 3 });
    expect(listener).toHaveBeenCalledTimes(1);

    const { result } = renderHook(() => useClientStore(store, (s) => s.user));
    expect(result.current).toBeNull();
    act(() => store.set({ user: 'buyer' }));
    expect(result.current).toBe('buyer');
  });
});
