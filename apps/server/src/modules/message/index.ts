export { MessageService, writeMessage, type NewMessage } from './message.service';
export { messageRoutes } from './message.routes';
export * from './message.table';
