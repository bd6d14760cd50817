import { useState, type ReactNode } from 'react';
import zhCN from 'antd/es/locale/zh_CN';
import { QueryClientProvider } from '@tanstack/react-query';
import { LIMITS } from '@mall/shared';
import { KitConfigProvider } from '@mall/client-kit';
import { createQueryClient, throttleFocusRefresh } from '@/lib/query-client';

throttleFocusRefresh();

const theme = {
  token: { colorPrimary: '#1661ab', colorLink: '#1661ab', borderRadius: 2, fontSize: 12 },
  components: { Tooltip: { maxWidth: LIMITS.TOOLTIP_MAX_WIDTH } },
} as const;

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <KitConfigProvider locale={zhCN} theme={theme}>
      {/*
        Not antd's <App>: it would bring the modal, message and notification hook holders into every page's
        first download. .mall-app carries the same base text style; the two pages that confirm in a modal
        use Modal.useModal themselves.
      */}
      <div className="mall-app">
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </div>
    </KitConfigProvider>
  );
}
