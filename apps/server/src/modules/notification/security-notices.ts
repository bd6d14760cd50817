import { userContactsByIds, type PasswordChange } from '../identity/user';
import type { NewSignIn, NewSignInHook } from '../identity/auth';
import type { Hook } from '../../lib/hook';
import { chinaTimeText } from '../../lib/china-day';
import type { NotificationService } from './delivery';

/**
 * security.password: the owner of an account hears that its password changed, by mail where he has an address
 * (the 安全 group can't be switched off and ignores quiet hours). Robots never get it.
 */
export function listenPasswordChanged(
  hook: Hook<[PasswordChange]>,
  deps: { notifications: NotificationService; db: Parameters<typeof userContactsByIds>[0] },
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
      users: await userContactsByIds(deps.db, [change.userId]),
      robots: [],
    });
  });
}

/**
 * security.signin: the owner of an account hears of a sign-in from an address he never signed in from before,
 * by mail (安全: can't be switched off, ignores quiet hours), written in the sign-in's transaction and queued
 * when it commits. Robots never get it.
 */
export function listenNewSignIn(
  hook: NewSignInHook,
  deps: { notifications: NotificationService; db: Parameters<typeof userContactsByIds>[0] },
) {
  hook.add(async (tx, e: NewSignIn) => {
    await deps.notifications.notify(
      {
        event: 'security.signin',
        facts: {
          username: e.username,
          time: chinaTimeText(e.at),
          ip: e.ip,
          how: e.how === 'sms' ? '短信验证码登录' : '密码登录',
          device: deviceOf(e.userAgent),
        },
        path: '/user-info?tab=security',
        users: await userContactsByIds(tx, [e.userId]),
        robots: [],
      },
      { tx, afterCommit: e.afterCommit },
    );
  });
}

/** A user agent as a person reads it: system and browser (未知设备 when neither is recognised). */
export function deviceOf(userAgent: string): string {
  const system = (
    [
      [/iPhone|iPad/, 'iOS'],
      [/Android/, 'Android'],
      [/HarmonyOS/, '鸿蒙'],
      [/Windows/, 'Windows'],
      [/Mac OS X|Macintosh/, 'macOS'],
      [/Linux/, 'Linux'],
    ] as const
  ).find(([re]) => re.test(userAgent))?.[1];
  const browser = (
    [
      [/MicroMessenger/, '微信'],
      [/DingTalk/, '钉钉'],
      [/Edg\//, 'Edge'],
      [/Chrome\//, 'Chrome'],
      [/Firefox\//, 'Firefox'],
      [/Safari\//, 'Safari'],
    ] as const
  ).find(([re]) => re.test(userAgent))?.[1];
  if (!system && !browser) return '未知设备';
  return [system, browser].filter(Boolean).join(' · ');
}
