import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DocumentTitle } from './document-title';

vi.mock('@/features/site/api/get-site-config', () => ({
  useSiteConfig: () => ({ data: { siteName: '工业品商城', webSite: 'mall-web' } }),
}));
vi.mock('@/lib/request', () => ({ setWebSiteHeader: vi.fn() }));

/** The head the server writes for /goods/12 (apps/server/src/modules/seo/html-shell.ts). */
function serverHead() {
  document.title = '博世 GZT 286-LI 铬钼钢扳手 - 扳手 - 工业品商城';
  document.head.innerHTML += [
    '<meta data-page-head name="description" content="博世扳手">',
    '<link data-page-head rel="canonical" href="https://mall.example.com/goods/12">',
    '<script data-page-head type="application/ld+json">{"@type":"Product"}</script>',
  ].join('');
}

function visit(url: string) {
  const element = <DocumentTitle />;
  const router = createMemoryRouter(
    [
      { path: '/', element },
      { path: '/goods/:id', element },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => {
  cleanup();
  document.head.innerHTML = '';
  document.title = '';
});

describe('DocumentTitle', () => {
  it("keeps the server's page title and head on the landing page, and drops them on the next page", async () => {
    serverHead();
    const router = visit('/goods/12');
    expect(document.title).toBe('博世 GZT 286-LI 铬钼钢扳手 - 扳手 - 工业品商城');
    expect(document.head.querySelectorAll('[data-page-head]')).toHaveLength(3);
    await act(() => router.navigate('/goods/13'));
    expect(document.title).toBe('工业品商城');
    expect(document.head.querySelectorAll('[data-page-head]')).toHaveLength(0);
  });

  it('sets the site name when the page came without a head of its own', () => {
    document.title = 'vite';
    visit('/');
    expect(document.title).toBe('工业品商城');
  });
});
