import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { EmailConfirmView, NotificationEmailView } from '@mall/shared';
import { http } from '@/lib/request';

/** GET /api/notification/email: the receiving address, whether it is confirmed, when a link went out. */
const getEmail = () => http.get<NotificationEmailView>('/api/notification/email');

export const emailQueryOptions = () => queryOptions({ queryKey: ['notification-email'], queryFn: getEmail });

/** POST /api/notification/email: makes the address the receiving one and mails it a confirmation link. */
export const sendEmailConfirmation = (email: string) =>
  http.post<NotificationEmailView>('/api/notification/email', { email });

const confirmUrl = (token: string) => `/api/email-confirm/${encodeURIComponent(token)}`;

/** GET /api/email-confirm/:token: the address a mail's link confirms (only shows; silent, the box says why not). */
export const useEmailConfirm = (token: string) =>
  useQuery({
    queryKey: ['email-confirm', token],
    queryFn: () => http.get<EmailConfirmView>(confirmUrl(token), undefined, { silent: true }),
    retry: false,
  });

/** POST /api/email-confirm/:token: the one confirming click. */
export const useConfirmEmail = (token: string) =>
  useMutation({
    mutationFn: () => http.post<{ email: string }>(confirmUrl(token), undefined, { silent: true }),
  });
