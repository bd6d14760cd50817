import { z } from 'zod';
import { promptedText } from './fields';

/** 接收邮箱 on the 通知设置 page: the address mail goes to, once its member confirmed it. */
export const notificationEmailView = z.object({
  email: z.string(),
  confirmed: z.boolean(),
  /** When the last confirmation mail was sent to the address ('' when none is waiting). */
  sentAt: z.string(),
});
export type NotificationEmailView = z.infer<typeof notificationEmailView>;

/** A new address, or the present one again (the confirmation mail is sent to it). */
export const notificationEmailBody = z.object({
  email: promptedText('请填写邮箱', 100, '邮箱最多 100 个字').pipe(z.email('请输入正确的邮箱')),
});
export type NotificationEmailBody = z.infer<typeof notificationEmailBody>;

/** The page behind a confirmation mail's link (shown; the confirming is a POST). */
export const emailConfirmView = z.object({ username: z.string(), email: z.string(), expiresAt: z.string() });
export type EmailConfirmView = z.infer<typeof emailConfirmView>;
