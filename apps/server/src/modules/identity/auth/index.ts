export {
  TokenService,
  ACCESS_TTL_MS,
  REFRESH_TTL_MS,
  type TokenSubject,
  type AccessClaims,
} from './token.service';
export { LoginService, LOGIN_IP_MAX_PER_MINUTE } from './login.service';
export { Lockout, MAX_FAILED_PASSWORDS, LOCK_MS } from './lockout';
export { authRoutes, isWebClient } from './auth.routes';
export { createAccounts, accountsRoutes, type Accounts } from './accounts';
