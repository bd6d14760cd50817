export { SmsService } from './sms.service';
export { ConsoleSmsProvider, AliyunSmsProvider, type SmsProvider, type SmsMessage } from './sms.providers';
export { smsRoutes } from './sms.routes';
