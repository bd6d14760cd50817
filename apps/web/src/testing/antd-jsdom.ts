import { vi } from 'vitest';

/**
 * What antd measures with and jsdom lacks: media queries (responsive parts) and ResizeObserver (tables, tabs,
 * inputs). Call in a test file's beforeAll.
 */
export function stubAntdMeasurements(): void {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: vi.fn(),
      removeListener: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      dispatchEvent: vi.fn(),
    }),
  });
}
