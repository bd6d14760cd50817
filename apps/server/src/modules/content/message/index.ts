export {
  MessageService,
  writeMessage,
  writeMerchantNotices,
  type NewMessage,
  type NewMerchantNotice,
} from './message.service';
export { messageRoutes } from './message.routes';
export * from './message.table';
