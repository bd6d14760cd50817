import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';

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

/** A JSON answer of this HTTP status, as the server sends one. */
export const jsonResponse = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The test file's fetch: a spy put in place before each test and reset (answers too) after it. */
export function stubbedFetch() {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => fetchMock.mockReset());
  return fetchMock;
}

/** A fetch that never answers and fails only when its request is aborted (a timeout's test). */
export const unansweredFetch = (_url: unknown, init?: RequestInit): Promise<Response> =>
  new Promise((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
  });

/** A component test file's hooks: antd's measurements stubbed once, then each test unmounted and its mocks cleared. */
export function componentTestHooks(): void {
  beforeAll(stubAntdMeasurements);
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });
}

export { renderAtRoute, renderWithQuery } from './render';
export {
  answerAppCreation,
  answersByUrl,
  DELIVERED_CELLS,
  deliverySample,
  expectAppPosted,
  expectAppRow,
  expectReplayed,
  expectSwitchedOffCard,
  openAppDialog,
  openAppSample,
  webhookSamples,
} from './open-apps';
export { receiptLineSample, receiptSample, shipmentSample, shippingLineSample } from './shipments';
export { confirmDialog, openConfirm } from './dialogs';
