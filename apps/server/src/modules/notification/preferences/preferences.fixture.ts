import type { TestApp } from '../../../testing/build-test-app';

/** Switches a notification group's mail and SMS off for `who` (their preferences). */
export function switchOff(app: TestApp, who: { headers: Record<string, string> }, group: string) {
  return app.inject({
    method: 'PUT',
    url: '/api/notification/preferences',
    headers: who.headers,
    payload: { groups: { [group]: { email: false, sms: false } } },
  });
}
