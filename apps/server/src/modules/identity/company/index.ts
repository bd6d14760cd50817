export { CompanyAdminService, type CompanyPurchasing } from './company.admin';
export { companyRoutes } from './company.routes';
export { companyCall, companyListRoutes } from './company-list.routes';
export {
  companyContextFromRow,
  companyContextOf,
  companyOrderScope,
  hasRole,
  isActiveMember,
  requireRole,
  type CompanyContext,
  type CompanyContextRow,
} from './company.scope';
export { addSubAccount } from './company.accounts';
export { CompanyService, type MembershipChange } from './company.service';
export { CompanyTeamService } from './company.team';
export { costCentreDepartment, departmentsOf } from './company.core';
export { companyNameOf, companyStatusOf } from './company.reads';
export {
  activeMemberByEmail,
  activeMembersWithRoles,
  companyNamesByIds,
  departmentIdIn,
  departmentNamesOf,
} from './company.facts';
