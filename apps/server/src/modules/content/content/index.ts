export { ContentService } from './content.service';
export { ContentAdminService } from './content.admin';
export { contentRoutes } from './content.routes';
export { adminContentRoutes } from './content.admin.routes';
export { bannerTitleOfImage } from './content.reads';
export { sanitizeContent } from './content.sanitize';
