export { mediaRoutes } from './media.routes';
export * from './media.paths';
