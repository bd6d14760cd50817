// The notification domain's front door.
export { notificationDomain } from './notification.plugin';
