export { DevMailOutbox, MailChannel, UnsubscribeTokens } from './mail.channel';
export { mailRoutes } from './mail.routes';
