export { ContentService } from './content.service';
export { ContentAdminService } from './content.admin';
export { contentRoutes } from './content.routes';
export { adminContentRoutes } from './content.admin.routes';
export { banners, helpArticles, hotWords, notices, sitePages } from './content.table';
export { sanitizeContent } from './content.sanitize';
