import type { SmsOutboxEntry } from '@mall/shared';
import type { TestApp } from './build-test-app';

/**
 * Sets `who`'s 短信 of a notification group (mail stays on) and switches his quiet hours off, so that what he
 * is told goes at once whatever the wall clock (the suite may run in China's night).
 */
export async function smsAnyTime(
  app: TestApp,
  who: { headers: Record<string, string> },
  group: string,
  sms = true,
): Promise<void> {
  const res = await app.inject({
    method: 'PUT',
    url: '/api/notification/preferences',
    headers: who.headers,
    payload: {
      groups: { [group]: { email: true, sms } },
      quietHours: { enabled: false, start: '22:00', end: '08:00' },
    },
  });
  if (res.statusCode !== 200) throw new Error(`preferences → ${res.statusCode} ${res.body}`);
}

/** The notices (no code) in the dev SMS outbox of `mobile`, latest first. */
export async function smsNotices(app: TestApp, mobile: string): Promise<SmsOutboxEntry[]> {
  const res = await app.inject({ method: 'GET', url: `/api/dev/sms-outbox?mobile=${mobile}` });
  return (res.json().data as SmsOutboxEntry[]).filter((e) => !e.code);
}

/** Runs the notification domain's outbox reader once and waits for the deliveries it queued. */
export async function tellFromOutboxNow(app: TestApp): Promise<void> {
  await app.jobs.idle();
  await app.jobs.add('notification.outbox', {});
  await app.jobs.idle();
}
