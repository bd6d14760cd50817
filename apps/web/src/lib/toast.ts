import { message } from 'antd';
import { LIMITS } from '@mall/shared';

// Toasts last 1000 ms (spec section 8).
message.config({ duration: LIMITS.TOAST_MS / 1000, maxCount: 3 });

/** The storefront's one way to show a short message. */
export const toast = {
  error: (content: string) => void message.error(content),
  warning: (content: string) => void message.warning(content),
  success: (content: string) => void message.success(content),
  info: (content: string) => void message.info(content),
};
