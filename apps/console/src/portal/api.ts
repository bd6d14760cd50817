import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  LoginInfo,
  MerchantStaff,
  PortalDashboard,
  PortalMe,
  Shop,
  ShopSettingsBody,
  StaffSaveBody,
} from '@mall/shared';
import { http } from '@/lib/request';
import { getOperatorTokens, removeOperatorTokens, setOperatorTokens } from '@/lib/token-storage';

/** The merchant portal's calls (/api/portal: the caller's shop only). */
const base = '/api/portal';
export const portalKeys = {
  all: ['portal'] as const,
  me: ['portal', 'me'] as const,
  dashboard: ['portal', 'dashboard'] as const,
  shop: ['portal', 'shop'] as const,
  staff: ['portal', 'staff'] as const,
};

/** POST auth/login after the captcha passed for the username; the portal's tokens go to its own cookie. */
export async function portalLogin(body: { username: string; password: string }): Promise<void> {
  setOperatorTokens(await http.post<LoginInfo>(`${base}/auth/login`, body, { auth: false }));
}
/** 首次开通: the applicant's mobile and the code of the approval SMS set the administrator's password. */
export async function portalSetup(body: { mobile: string; code: string; password: string }): Promise<void> {
  setOperatorTokens(await http.post<LoginInfo>(`${base}/auth/setup`, body, { auth: false }));
}
export async function portalLogout(): Promise<void> {
  try {
    if (getOperatorTokens()) await http.post<null>(`${base}/auth/logout`, {}, { silent: true });
  } finally {
    removeOperatorTokens();
  }
}

const portalMeOptions = () =>
  queryOptions({
    queryKey: portalKeys.me,
    queryFn: () => http.get<PortalMe>(`${base}/auth/me`),
    staleTime: 60_000,
  });
export const usePortalMe = (enabled = true) => useQuery({ ...portalMeOptions(), enabled });
export const useDashboard = () =>
  useQuery({ queryKey: portalKeys.dashboard, queryFn: () => http.get<PortalDashboard>(`${base}/dashboard`) });
export const useShop = () =>
  useQuery({ queryKey: portalKeys.shop, queryFn: () => http.get<Shop>(`${base}/shop`) });
export const saveShop = (body: ShopSettingsBody) => http.post<Shop>(`${base}/shop/update`, body);
export const useStaff = () =>
  useQuery({
    queryKey: portalKeys.staff,
    queryFn: () => http.post<MerchantStaff[]>(`${base}/staff/list`, {}),
  });
export const saveStaff = (body: StaffSaveBody) => http.post<MerchantStaff>(`${base}/staff/save`, body);
export const setStaffEnabled = (id: number, enabled: boolean) =>
  http.post<MerchantStaff>(`${base}/staff/status`, { id, enabled });
