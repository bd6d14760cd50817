import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Department } from '@mall/shared';
import { http } from '@/lib/request';
import { companyKeys } from './company-keys';

/** The company's departments, two levels by parentId (GET /api/company/departments; every member). */
const getDepartments = () => http.get<Department[]>('/api/company/departments');

const departmentsQueryOptions = () =>
  queryOptions({ queryKey: companyKeys.departments, queryFn: getDepartments, staleTime: 0 });

export const useDepartments = (enabled = true) => useQuery({ ...departmentsQueryOptions(), enabled });
