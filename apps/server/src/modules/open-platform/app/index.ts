export { companyOwner as companyAppOwner, openAppRoutes } from './open-app.routes';
export { ownedAppRoutes } from './owned-app.routes';
export { ipAllowed } from './open-app.secrets';
export { OAuthError, openCodeOf } from './open-app.errors';
export { OpenAppService, type OpenCaller } from './open-app.service';
