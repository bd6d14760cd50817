export { auditActor, recordAudit, type AuditActor, type AuditEntry } from './audit.service';
export * from './audit.table';
