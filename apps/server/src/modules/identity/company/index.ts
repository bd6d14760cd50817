export { ApprovalRuleService } from './approval.rules';
export { CompanyAdminService } from './company.admin';
export { CompanyBudgetService } from './company.budget';
export { CompanyCheckoutPolicy } from './company.checkout';
export { companyRoutes } from './company.routes';
export {
  companyContextOf,
  companyOrderScope,
  hasRole,
  isActiveMember,
  requireRole,
  type CompanyContext,
} from './company.scope';
export { CompanyService } from './company.service';
export { PurchaseRequestService } from './purchase-request';
export { companies, companyMembers } from './company.table';
export { companySharedRoutes } from './company.shared.routes';
