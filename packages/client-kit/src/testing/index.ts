/**
 * What antd measures with and jsdom lacks, for the apps' and the kit's component tests (never bundled):
 * media queries (Modal, the form grid) and ResizeObserver (tables, tabs, text areas). Call in beforeAll.
 */
export function stubAntdMeasurements(): void {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
