import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { usePrefersReducedMotion, withMotionPreference } from './reduced-motion';

afterEach(cleanup);

/** A stand-in for the browser's media query list, switchable by the test (the person's setting). */
function fakeMedia(initial: boolean) {
  let matches = initial;
  const listeners = new Set<() => void>();
  window.matchMedia = ((query: string) => ({
    get matches() {
      return query === '(prefers-reduced-motion: reduce)' && matches;
    },
    media: query,
    addEventListener: (_: string, fn: () => void) => listeners.add(fn),
    removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
  })) as unknown as typeof window.matchMedia;
  return {
    set(value: boolean) {
      matches = value;
      for (const fn of listeners) fn();
    },
  };
}

function Probe() {
  const reduced = usePrefersReducedMotion();
  return (
    <span>
      {reduced ? 'reduce' : 'full'} {JSON.stringify(withMotionPreference({ token: {} }, reduced).token)}
    </span>
  );
}

describe('the reduced-motion setting', () => {
  it('follows the system setting as it changes, and turns antd’s motion off while it asks for less', () => {
    const media = fakeMedia(false);
    const { unmount } = render(<Probe />);
    expect(screen.getByText('full {}')).toBeTruthy();
    unmount();

    media.set(true);
    render(<Probe />);
    expect(screen.getByText('reduce {"motion":false}')).toBeTruthy();
    act(() => media.set(false));
    expect(screen.getByText('full {}')).toBeTruthy();
  });

  it('leaves the theme as it is when motion is wanted, and adds motion: false otherwise', () => {
    const theme = { token: { colorPrimary: '#1661ab' } };
    expect(withMotionPreference(theme, false)).toBe(theme);
    expect(withMotionPreference(theme, true)).toEqual({ token: { colorPrimary: '#1661ab', motion: false } });
  });
});
