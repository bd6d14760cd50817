import type { ReactNode } from 'react';
import {
  AccountBookOutlined,
  ApiOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BankOutlined,
  BellOutlined,
  CustomerServiceOutlined,
  DashboardOutlined,
  FileDoneOutlined,
  FileTextOutlined,
  FileProtectOutlined,
  ProfileOutlined,
  SettingOutlined,
  ShopOutlined,
  SolutionOutlined,
  TeamOutlined,
} from '@ant-design/icons';

/** Icons of the side menu by the names config/menu.ts uses. */
export const MENU_ICONS: Record<string, ReactNode> = {
  dashboard: <DashboardOutlined aria-hidden />,
  orders: <ProfileOutlined aria-hidden />,
  quotations: <FileDoneOutlined aria-hidden />,
  finance: <AccountBookOutlined aria-hidden />,
  afs: <CustomerServiceOutlined aria-hidden />,
  biddings: <SolutionOutlined aria-hidden />,
  merchants: <ShopOutlined aria-hidden />,
  catalogue: <AppstoreOutlined aria-hidden />,
  content: <FileTextOutlined aria-hidden />,
  invoices: <FileProtectOutlined aria-hidden />,
  buyers: <TeamOutlined aria-hidden />,
  companies: <BankOutlined aria-hidden />,
  punchout: <ApiOutlined aria-hidden />,
  notifications: <BellOutlined aria-hidden />,
  settings: <SettingOutlined aria-hidden />,
  audit: <AuditOutlined aria-hidden />,
};
