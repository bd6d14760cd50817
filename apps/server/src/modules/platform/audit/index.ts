export {
  auditActor,
  deleteAudited,
  recordAudit,
  updateAudited,
  type AuditActor,
  type AuditEntry,
} from './audit.service';
export { snapshot } from './audit.snapshot';
export { auditRoutes } from './audit.routes';
