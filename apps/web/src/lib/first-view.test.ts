// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { releaseFirstViewEventually, releaseFirstViewWhenDrawn } from './first-view';

// The server's first view leaves when the app's page marks itself drawn, on the first navigation, or at the
// latest after a while; never before the page is drawn.

function setUp() {
  document.body.innerHTML = '<div id="first-view">首屏</div><div id="root"></div>';
  return document.getElementById('root')!;
}
const firstView = () => document.getElementById('first-view');
const tick = () => new Promise((r) => setTimeout(r, 0));

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('releaseFirstViewWhenDrawn', () => {
  it('keeps the first view while the page draws its loading state, and removes it once the page is drawn', async () => {
    const root = setUp();
    releaseFirstViewWhenDrawn(root);
    const page = document.createElement('div');
    page.className = 'mall-home';
    root.append(page);
    await tick();
    expect(firstView()).not.toBeNull();
    page.setAttribute('data-page-drawn', '');
    await tick();
    expect(firstView()).toBeNull();
  });

  it('removes it when the page arrives already drawn', async () => {
    const root = setUp();
    releaseFirstViewWhenDrawn(root);
    root.innerHTML = '<main><div data-page-drawn="">页面</div></main>';
    await tick();
    expect(firstView()).toBeNull();
  });

  it('does nothing without a first view (a signed-in buyer’s page)', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    const root = document.getElementById('root')!;
    const spy = vi.spyOn(root, 'querySelector');
    releaseFirstViewWhenDrawn(root);
    root.innerHTML = '<div data-page-drawn=""></div>';
    await tick();
    expect(spy).not.toHaveBeenCalled();
  });
});

describe('releaseFirstViewEventually', () => {
  it('removes it on the first navigation', () => {
    setUp();
    let listener = () => {};
    const unsubscribe = vi.fn();
    releaseFirstViewEventually((l) => {
      listener = l;
      return unsubscribe;
    });
    expect(firstView()).not.toBeNull();
    listener();
    expect(firstView()).toBeNull();
    expect(unsubscribe).toHaveBeenCalled();
  });

  it('removes it after the time limit when nothing else does', () => {
    vi.useFakeTimers();
    setUp();
    releaseFirstViewEventually(() => () => {}, 8000);
    vi.advanceTimersByTime(7999);
    expect(firstView()).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(firstView()).toBeNull();
  });
});
