export { ContentService, formatChinaTime } from './content.service';
export { contentRoutes } from './content.routes';
export * from './content.table';
export { sanitizeContent } from './content.sanitize';
