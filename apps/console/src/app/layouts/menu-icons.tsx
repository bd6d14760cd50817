import type { ReactNode } from 'react';
import {
  AccountBookOutlined,
  AppstoreOutlined,
  AuditOutlined,
  CustomerServiceOutlined,
  DashboardOutlined,
  FileTextOutlined,
  ProfileOutlined,
  SettingOutlined,
  ShopOutlined,
  SolutionOutlined,
  TeamOutlined,
} from '@ant-design/icons';

/** Icons of the side menu by the names config/menu.ts uses. */
export const MENU_ICONS: Record<string, ReactNode> = {
  dashboard: <DashboardOutlined />,
  orders: <ProfileOutlined />,
  finance: <AccountBookOutlined />,
  afs: <CustomerServiceOutlined />,
  biddings: <SolutionOutlined />,
  merchants: <ShopOutlined />,
  catalogue: <AppstoreOutlined />,
  content: <FileTextOutlined />,
  buyers: <TeamOutlined />,
  settings: <SettingOutlined />,
  audit: <AuditOutlined />,
};
