import { LoadingOutlined } from '@ant-design/icons';
import type { ConfigProviderProps } from 'antd';

/**
 * Every app's antd Button settings. `autoInsertSpace: false`: 登录 stays 登录, not 登 录. `loadingIcon`: the
 * spinner of a busy button appears and goes at once. antd's own spinner grows and shrinks with a CSS motion
 * that waits for its transition to end; when a call answers within a frame or two (a wrong password) the
 * shrink never ends, and the spinner stays in the button after it is idle again: invisible, but the button
 * is then named "loading 登录" to screen readers (seen in 8 of 12 wrong-password logins in Chromium).
 */
export const BUTTON_CONFIG: ConfigProviderProps['button'] = {
  autoInsertSpace: false,
  loadingIcon: <LoadingOutlined />,
};
