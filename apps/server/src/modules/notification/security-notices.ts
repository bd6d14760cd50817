import { userEmailsByIds, type PasswordChange } from '../identity/user';
import type { Hook } from '../../lib/hook';
import { chinaTimeText } from '../../lib/china-day';
import type { NotificationService } from './delivery';

/**
 * security.password: the owner of an account hears that its password changed, by mail where he has an address
 * (the 安全 group can't be switched off and ignores quiet hours). Robots never get it.
 */
export function listenPasswordChanged(
  hook: Hook<[PasswordChange]>,
  deps: { notifications: NotificationService; db: Parameters<typeof userEmailsByIds>[0] },
) {
  hook.add(async (change) => {
    await deps.notifications.notify({
      event: 'security.password',
      facts: {
        username: change.username,
        time: chinaTimeText(change.at),
        how: change.how === 'reset' ? '短信验证后重置' : '输入原密码后修改',
      },
      path: '/user-info?tab=security',
      users: await userEmailsByIds(deps.db, [change.userId]),
      robots: [],
    });
  });
}
