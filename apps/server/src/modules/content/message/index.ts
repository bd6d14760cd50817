export {
  MessageService,
  writeMessage,
  writeMerchantNotices,
  type NewMessage,
  type NewMerchantNotice,
} from './message.service';
export { messageRoutes } from './message.routes';
export { merchantNotices, systemMessages } from './message.table';
