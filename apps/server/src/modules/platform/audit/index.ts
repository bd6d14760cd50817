export { auditActor, deleteAudited, recordAudit, type AuditActor, type AuditEntry } from './audit.service';
export { snapshot } from './audit.snapshot';
export { auditRoutes } from './audit.routes';
