export { TokenService, type TokenSubject, type AccessClaims } from './token.service';
export { Lockout } from './lockout';
export { createAccounts, accountsRoutes, type Accounts } from './accounts';
export { merchantActor, type PortalCaller, type PortalGuard } from './portal-caller';
export { type NewSignIn, type NewSignInHook } from './sign-in-addresses';
