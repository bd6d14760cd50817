export { ApprovalLinkService, type Decisions } from './approval-link.service';
export { approvalLinkRoutes } from './approval-link.routes';
