export {
  MessageService,
  writeMessage,
  writeMerchantNotices,
  type NewMessage,
  type NewMerchantNotice,
} from './message.service';
export { messageRoutes } from './message.routes';
export { latestMerchantNotices, markMerchantNoticesRead, unreadMerchantNoticeCount } from './message.portal';
export { writeMessages } from './message.writes';
