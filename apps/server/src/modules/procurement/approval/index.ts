export { ApprovalRuleService, levelWord, matchRule, resolveLevels, rulesOf } from './approval.rules';
export { approvalRuleRoutes } from './approval.routes';
