import type { UserInfo } from '@/lib/user-store';
import { http } from '@/lib/request';

export const getUserInfo = () => http.post<UserInfo>('/api/user/getUserInfo', {});
