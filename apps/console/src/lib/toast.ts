import { message } from 'antd';

message.config({ duration: 2, maxCount: 3 });

/** The console's one way to show a short message. */
export const toast = {
  error: (content: string) => void message.error(content),
  warning: (content: string) => void message.warning(content),
  success: (content: string) => void message.success(content),
  info: (content: string) => void message.info(content),
};
