import { useState, type ReactNode } from 'react';
import { App as AntApp } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { QueryClientProvider } from '@tanstack/react-query';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { KitConfigProvider } from '@mall/client-kit';
import { createQueryClient } from '@/lib/query-client';

dayjs.locale('zh-cn');

/** The storefront's design tokens (blue primary, 2 px radius), at the console's denser 13 px size. */
const theme = {
  token: { colorPrimary: '#1661ab', colorLink: '#1661ab', borderRadius: 2, fontSize: 13 },
} as const;

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <KitConfigProvider locale={zhCN} theme={theme}>
      <AntApp>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </AntApp>
    </KitConfigProvider>
  );
}
