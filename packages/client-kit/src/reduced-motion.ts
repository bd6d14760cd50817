import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {};
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

const reduced = () => typeof window !== 'undefined' && !!window.matchMedia?.(QUERY).matches;

/**
 * Whether the person asked their system for less motion (WCAG 2.3.3). The apps then turn antd's motion off:
 * dialogs, drawers, messages and menus appear and go at once.
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, reduced, () => false);
}

/** An antd theme with its motion turned off when `reducedMotion` (the person's setting) asks for it. */
export function withMotionPreference<T extends { token?: object }>(theme: T, reducedMotion: boolean): T {
  return reducedMotion ? { ...theme, token: { ...theme.token, motion: false } } : theme;
}
