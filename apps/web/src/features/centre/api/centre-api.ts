import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  UPLOAD_LIMITS,
  type ModifyUserInfoBody,
  type OrderCounts,
  type UploadResult,
  type UserInfo,
} from '@mall/shared';
import { http } from '@/lib/request';
import { postImage } from '@/lib/upload-image';
import { centreCopy } from '@/locales/zh-CN-centre';

export const centreKeys = {
  profile: ['centre', 'profile'] as const,
  orderCounts: ['centre', 'order-counts'] as const,
};

/** The buyer's full profile (POST /api/user/getUserInfo). */
const profileQueryOptions = () =>
  queryOptions({
    queryKey: centreKeys.profile,
    queryFn: () => http.post<UserInfo>('/api/user/getUserInfo', {}),
  });
export const useProfile = () => useQuery(profileQueryOptions());

export const modifyUserInfo = (body: ModifyUserInfoBody) =>
  http.post<UserInfo>('/api/user/modifyUserInfo', body);

/** Order counts per status for the summary (GET /api/order/getOrderCount, the orders module's call). */
export const useOrderCounts = () =>
  useQuery({
    queryKey: centreKeys.orderCounts,
    queryFn: () => http.get<OrderCounts>('/api/order/getOrderCount', undefined, { silent: true }),
  });

export const modifyPassword = (body: { oldPassword: string; password: string; confirmPassword: string }) =>
  http.post<null>('/api/user/modifyPassword', body);

export type AccountSmsPurpose = 'WEB_UPDATE_PWD' | 'WEB_VERIFY_OLD_PHONE' | 'WEB_VERIFY_NEW_PHONE';
/** Logged-in SMS variant (phoneNumbers, smsWebTemplateEnum). */
export const sendAccountSms = (smsWebTemplateEnum: AccountSmsPurpose, phoneNumbers?: string) =>
  http.post<null>('/api/user/getUserVerifyCode', { smsWebTemplateEnum, phoneNumbers });
export const verifyOldPhone = (code: string) => http.post<boolean>('/api/user/verifyOldPhone', { code });
export const modifyPhone = (mobile: string, code: string) =>
  http.post<UserInfo>('/api/user/modifyPhone', { mobile, code });

/** Checks an image before it is sent (the server checks again): type and size. */
export function imageProblem(file: { type: string; size: number }): string | null {
  if (!UPLOAD_LIMITS.TYPES.includes(file.type)) return centreCopy.centre.profile.avatarTypeError;
  if (file.size > UPLOAD_LIMITS.MAX_BYTES) return centreCopy.centre.profile.avatarSizeError;
  return null;
}

/** Uploads one image (the avatar, a licence, a bidding attachment). */
export const uploadImage = (file: File): Promise<UploadResult> => postImage(file);
