export { UserService, type AccountSessions } from './user.service';
export { UserRepository } from './user.repository';
export { userRoutes } from './user.routes';
export { type UserRow, users } from './user.table';
