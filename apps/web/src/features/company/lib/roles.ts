import type { CompanyRole, MyCompany } from '@mall/shared';

type Roles = Pick<MyCompany, 'roles' | 'headOf'> | null | undefined;

/** Whether I hold any of these roles in my company. */
export function hasRole(company: Roles, ...roles: CompanyRole[]): boolean {
  return !!company && roles.some((role) => company.roles.includes(role));
}

export const isAdmin = (company: Roles) => hasRole(company, '管理员');
/** 待我审批: 管理员, 审批人 and department heads (a level may be 部门负责人). */
export const canApprove = (company: Roles) =>
  hasRole(company, '管理员', '审批人') || (company?.headOf.length ?? 0) > 0;
/** 采购概览, 导出, budgets of everyone: 管理员 and 财务. */
export const isFinance = (company: Roles) => hasRole(company, '管理员', '财务');
/** 企业订单 in the order list: 管理员, 财务 and department heads. */
export const canSeeCompanyOrders = (company: Roles) =>
  isFinance(company) || (company?.headOf.length ?? 0) > 0;
