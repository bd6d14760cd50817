export { openCaller, openGateway, openRate, openSecurity, type OpenRates } from './open-gateway';
export { oauthRoutes } from './oauth.routes';
export { registerOpenDocs } from './open-docs';
