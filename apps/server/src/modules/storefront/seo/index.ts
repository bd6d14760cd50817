export { type PageHead, type RenderedPage } from './html-shell';
export { seoRoutes } from './seo.routes';
export { APP_BOOT_CSP_SOURCE } from './app-boot';
export { registerWebPages } from './web-pages';
