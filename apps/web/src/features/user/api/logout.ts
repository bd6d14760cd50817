import { http } from '@/lib/request';

/** Revokes the refresh token on the server. */
export const logout = () => http.get<null>('/api/oauth/logout', undefined, { silent: true });
