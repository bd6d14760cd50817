import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The first page's code arrives when the test says so.
let arrive: () => void = () => undefined;
vi.mock('./router', () => ({
  createRouter: () =>
    createBrowserRouter([
      {
        path: '/',
        lazy: () =>
          new Promise<{ Component: () => React.ReactElement }>((resolve) => {
            arrive = () => resolve({ Component: () => <p>首页已画出</p> });
          }),
      },
    ]),
}));
vi.mock('./provider', () => ({ AppProvider: ({ children }: { children: React.ReactNode }) => children }));

const { App, startRouter } = await import('./app');

afterEach(() => {
  document.body.innerHTML = '';
});

describe('storefront start', () => {
  it('is ready only once its first page has loaded, and that page is what the first render shows', async () => {
    // The home page's address: a file run before this one in the same worker may have left another (the
    // mocked router knows only "/", and an unknown address is ready at once, as its 404).
    window.history.replaceState(null, '', '/');
    let ready = false;
    const started = startRouter().then((router) => {
      ready = true;
      return router;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(ready).toBe(false);
    arrive();
    const router = await started;
    expect(router.state.initialized).toBe(true);

    const host = document.createElement('div');
    document.body.append(host);
    await act(async () => createRoot(host).render(<App router={router} />));
    expect(host.textContent).toBe('首页已画出');
  });
});
