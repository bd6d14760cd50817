export {
  SmsService,
  SMS_CODE_TTL_MS,
  SMS_COOLDOWN_MS,
  SMS_DAILY_MAX,
  SMS_IP_HOURLY_MAX,
} from './sms.service';
export {
  ConsoleSmsProvider,
  AliyunSmsProvider,
  smsText,
  type SmsProvider,
  type SmsMessage,
} from './sms.providers';
export { smsRoutes } from './sms.routes';
