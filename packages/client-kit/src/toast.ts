import { message } from 'antd';

/** An app's one way to show a short message; the storefront keeps toasts 1000 ms (spec section 8). */
export function createToast(durationMs: number) {
  message.config({ duration: durationMs / 1000, maxCount: 3 });
  return {
    error: (content: string) => void message.error(content),
    warning: (content: string) => void message.warning(content),
    success: (content: string) => void message.success(content),
    info: (content: string) => void message.info(content),
  };
}
