import type { MessageInstance } from 'antd/es/message/interface';

type Message = Pick<MessageInstance, 'error' | 'warning' | 'success' | 'info'> & {
  config: (options: { duration: number; maxCount: number }) => void;
};
type Kind = 'error' | 'warning' | 'success' | 'info';

/**
 * An app's one way to show a short message; the storefront keeps toasts 1000 ms. antd's
 * message (and the notification code under it) loads with the first toast, not with the app: most page
 * views show none. Toasts keep their order.
 */
export function createToast(durationMs: number) {
  let message: Promise<Message> | undefined;
  const load = () =>
    (message ??= import('antd/es/message').then(({ default: m }) => {
      m.config({ duration: durationMs / 1000, maxCount: 3 });
      return m;
    }));
  const show = (kind: Kind) => (content: string) => void load().then((m) => m[kind](content));
  return { error: show('error'), warning: show('warning'), success: show('success'), info: show('info') };
}
