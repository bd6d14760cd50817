export { SmsChannel, type SendSms } from './sms.channel';
