export { UserService, type AccountSessions, type PasswordChange } from './user.service';
export { UserRepository } from './user.repository';
export { userRoutes } from './user.routes';
export { buyersByIds, userContactsByIds, userIdsLike } from './user.reads';
export { usernamesByIds } from './user.names';
export { userByLogin } from './user.facts';
export { confirmUserEmail, emailStateOf, setUserEmail, type EmailState } from './user.email';
