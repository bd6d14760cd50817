export {
  HtmlShell,
  hasAreaCookie,
  hasLoginCookie,
  sendPage,
  type PageHead,
  type RenderedPage,
} from './html-shell';
export { SeoPages } from './seo.pages';
export { publicOriginOf, seoRoutes } from './seo.routes';
export { APP_BOOT_CSP_SOURCE } from './app-boot';
