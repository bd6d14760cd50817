import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';
import { MemoryRouter } from 'react-router';
import zhCN from 'antd/locale/zh_CN';

/**
 * A component test's page as the app mounts it: a fresh query client that doesn't retry, antd in Chinese
 * without the space it puts between two CJK characters of a button (so `getByText('确定')` finds it), and its
 * App for the confirmation dialogs. `motion: false` turns antd's animations off (drawers and modals).
 */
export function renderWithQuery(node: ReactNode, options: { motion?: boolean } = {}) {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ConfigProvider
        locale={zhCN}
        button={{ autoInsertSpace: false }}
        theme={options.motion === false ? { token: { motion: false } } : undefined}
      >
        <App>{node}</App>
      </ConfigProvider>
    </QueryClientProvider>,
  );
}

/** `renderWithQuery` under a memory router at `entry`: a page that reads its URL's query or renders links. */
export function renderAtRoute(node: ReactNode, entry = '/', options: { motion?: boolean } = {}) {
  return renderWithQuery(<MemoryRouter initialEntries={[entry]}>{node}</MemoryRouter>, options);
}
