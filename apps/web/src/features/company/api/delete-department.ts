import { http } from '@/lib/request';

/** 管理员: removes a department (POST /api/company/departments/delete). */
export const deleteDepartment = (id: number) => http.post<null>('/api/company/departments/delete', { id });
