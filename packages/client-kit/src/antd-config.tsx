import { useMemo, type ReactNode } from 'react';
import { LoadingOutlined } from '@ant-design/icons';
import { ConfigProvider, type ConfigProviderProps, type ThemeConfig } from 'antd';
import { usePrefersReducedMotion, withMotionPreference } from './reduced-motion';

/**
 * Every app's antd Button settings. `autoInsertSpace: false`: 登录 stays 登录, not 登 录. `loadingIcon`: the
 * spinner of a busy button appears and goes at once. antd's own spinner grows and shrinks with a CSS motion
 * that waits for its transition to end; when a call answers within a frame or two (a wrong password) the
 * shrink never ends, and the spinner stays in the button after it is idle again: invisible, but the button
 * is then named "loading 登录" to screen readers (seen in 8 of 12 wrong-password logins in Chromium).
 */
const BUTTON_CONFIG: ConfigProviderProps['button'] = {
  autoInsertSpace: false,
  loadingIcon: <LoadingOutlined />,
};

type KitConfigProps = { locale: ConfigProviderProps['locale']; theme: ThemeConfig; children: ReactNode };

/**
 * antd's ConfigProvider as every app sets it: the app's locale and theme, BUTTON_CONFIG, and the person's
 * reduced-motion setting turning antd's motion off (dialogs and messages appear at once).
 */
export function KitConfigProvider({ locale, theme, children }: KitConfigProps) {
  const reducedMotion = usePrefersReducedMotion();
  const themed = useMemo(() => withMotionPreference(theme, reducedMotion), [theme, reducedMotion]);
  return (
    <ConfigProvider locale={locale} theme={themed} button={BUTTON_CONFIG}>
      {children}
    </ConfigProvider>
  );
}
