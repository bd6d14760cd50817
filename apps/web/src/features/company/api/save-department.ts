import type { Department, DepartmentBody } from '@mall/shared';
import { http } from '@/lib/request';

/** 管理员: adds (no id) or edits a department (POST /api/company/departments/save). */
export const saveDepartment = (body: DepartmentBody) =>
  http.post<Department>('/api/company/departments/save', body);
